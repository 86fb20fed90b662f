import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { PushDeniedError } from '../../../lib/push.ts';
import { useEnablePush } from '../api/save-subscription.ts';

/** Signup step 4 (optional): push notifications for messages and likes, or not now. */
export function PushStep({ publicKey, onDone }: { publicKey: string; onDone: () => void }) {
  const { t } = useTranslation();
  const enable = useEnablePush(publicKey);
  const failure =
    enable.error instanceof PushDeniedError
      ? t('push.denied')
      : enable.error instanceof ApiError
        ? enable.error.message
        : enable.error
          ? t('push.failed')
          : undefined;
  return (
    <div data-testid="step-push">
      <h1 className="h4">{t('push.title')}</h1>
      <p className="text-body-secondary">{t('push.intro')}</p>
      {failure && (
        <div className="alert alert-warning" role="alert" data-testid="push-failure">
          {failure}
        </div>
      )}
      <div className="d-flex gap-2 mt-4">
        <button type="button" className="btn btn-link" onClick={onDone}>
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
