import { useTranslation } from 'react-i18next';
import { COMPLAINT_ACTIONS, type ComplaintAction } from '../../../../shared/moderation.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useHandleComplaint } from './moderation-api.ts';
import { ReasonedActions } from './reasoned-actions.tsx';

const STYLES: Record<ComplaintAction, string> = {
  dismiss: 'btn-outline-secondary',
  warn: 'btn-outline-warning',
  suspend: 'btn-outline-danger',
  ban: 'btn-danger',
};

/** Closes a complaint: dismiss, or warn, suspend (days) or ban with a reason. */
export function ComplaintActions({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation();
  const handle = useHandleComplaint();
  const buttons = Object.fromEntries(
    COMPLAINT_ACTIONS.map((action) => [action, { label: t(`console.moderation.${action}`), style: STYLES[action] }]),
  ) as Record<ComplaintAction, { label: string; style: string }>;
  return (
    <ReasonedActions
      testId="complaint-actions"
      actions={COMPLAINT_ACTIONS}
      buttons={buttons}
      needsReason={(action) => action !== 'dismiss'}
      reasonLabel={t('console.moderation.action_reason')}
      daysLabel={t('console.moderation.days')}
      busy={handle.isPending || handle.isSuccess}
      error={handle.error ? apiErrorText(handle.error, t) : undefined}
      done={handle.isSuccess ? t('console.moderation.handled') : undefined}
      onAct={(action, reason, days) =>
        handle.mutate({
          id: complaintId,
          action,
          ...(action !== 'dismiss' && { reason }),
          ...(action === 'suspend' && { days }),
        })
      }
    />
  );
}
