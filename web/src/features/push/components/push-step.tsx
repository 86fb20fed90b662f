import { useTranslation } from 'react-i18next';
import { useEnablePush } from '../api/save-subscription.ts';
import { pushFailureMessage } from '../push-failure.ts';

interface PushStepProps {
  publicKey: string;
  onDone: () => void;
  /** "Not now": the member said no to the offer, which counts as closing the push alert. */
  onNotNow: () => void;
}

/** Signup step 4 (optional): push notifications for messages and likes, or not now. */
export function PushStep({ publicKey, onDone, onNotNow }: PushStepProps) {
  const { t } = useTranslation();
  const enable = useEnablePush(publicKey);
  const failure = pushFailureMessage(enable.error, t);
  return (
    <div data-testid="step-push">
      <p className="text-body-secondary">{t('push.intro')}</p>
      {failure && (
        <div className="alert alert-warning" role="alert" data-testid="push-failure">
          {failure}
        </div>
      )}
      <div className="d-flex gap-2 mt-4">
        <button type="button" className="btn btn-link" onClick={failure ? onDone : onNotNow}>
          {failure ? t('signup_steps.next') : t('push.not_now')}
        </button>
        {!failure && (
          <button
            type="button"
            className="btn btn-secondary flex-grow-1 fw-semibold"
            disabled={enable.isPending}
            onClick={() => enable.mutate(undefined, { onSuccess: onDone })}
          >
            {t('push.enable')}
          </button>
        )}
      </div>
    </div>
  );
}
