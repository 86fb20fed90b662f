import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/contracts/auth.ts';
import { AlertBar } from '../../components/alert-bar.tsx';
import { useEnablePush } from '../../features/push/api/save-subscription.ts';
import { pushFailureMessage } from '../../features/push/push-failure.ts';
import { useAlertDismissal } from '../../lib/alert-dismissal.ts';
import { usePushState } from '../../lib/push-state.ts';
import { showPushAlert } from '../push-alert.ts';

interface PushAlertProps {
  user: User | null;
  routeName: string | undefined;
  publicKey: string;
}

/** Offers push notifications to a member who has not yet allowed or refused them; closing it is stored. */
export function PushAlert({ user, routeName, publicKey }: PushAlertProps) {
  const { t } = useTranslation();
  const { dismissed, dismiss } = useAlertDismissal(user, 'push');
  const enable = useEnablePush(publicKey);
  // Asked of the browser for a member only (a visitor's screen may be drawn on the server).
  const push = usePushState(Boolean(user));
  const undecided = push?.capable === true && push.permission === 'default';
  const pushPossible = Boolean(user && publicKey) && (undecided || enable.isPending || enable.isError);
  if (enable.isSuccess || !showPushAlert({ loggedIn: Boolean(user), routeName, pushPossible, dismissed })) return null;
  return (
    <AlertBar variant="light" testId="push-alert" onClose={dismiss}>
      <span className="flex-grow-1">{pushFailureMessage(enable.error, t) ?? t('push.intro')}</span>
      {!enable.isError && (
        <button
          type="button"
          className="btn btn-sm btn-secondary fw-semibold"
          disabled={enable.isPending}
          onClick={() => enable.mutate()}
        >
          {t('push.enable')}
        </button>
      )}
    </AlertBar>
  );
}
