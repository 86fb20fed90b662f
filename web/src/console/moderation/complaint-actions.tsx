import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import {
  COMPLAINT_ACTIONS,
  type ComplaintAction,
  SUSPENSION_MAX_DAYS,
  SUSPENSION_MIN_DAYS,
} from '../../../../shared/moderation.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useHandleComplaint } from './moderation-api.ts';

const BUTTON_STYLES: Record<ComplaintAction, string> = {
  dismiss: 'btn-outline-secondary',
  warn: 'btn-outline-warning',
  suspend: 'btn-outline-danger',
  ban: 'btn-danger',
};

/** Closes a complaint: dismiss, or warn, suspend (days) or ban with a reason. */
export function ComplaintActions({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation();
  const handle = useHandleComplaint();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(7);
  const reasonId = useId();
  const daysId = useId();
  const act = (action: ComplaintAction) =>
    handle.mutate({
      id: complaintId,
      action,
      ...(action !== 'dismiss' && { reason: reason.trim() }),
      ...(action === 'suspend' && { days }),
    });
  return (
    <div className="mt-3 border-top pt-3" data-testid="complaint-actions">
      <ErrorAlert message={handle.error ? apiErrorText(handle.error, t) : undefined} />
      {handle.isSuccess && (
        <p className="alert alert-success" role="status">
          {t('console.moderation.handled')}
        </p>
      )}
      <label className="form-label" htmlFor={reasonId}>
        {t('console.moderation.action_reason')}
      </label>
      <textarea
        id={reasonId}
        className="form-control mb-2"
        rows={2}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <label className="form-label" htmlFor={daysId}>
        {t('console.moderation.days')}
      </label>
      <input
        id={daysId}
        type="number"
        className="form-control mb-3"
        style={{ maxWidth: '8rem' }}
        min={SUSPENSION_MIN_DAYS}
        max={SUSPENSION_MAX_DAYS}
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
      />
      <div className="d-flex flex-wrap gap-2">
        {COMPLAINT_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn-sm ${BUTTON_STYLES[action]}`}
            disabled={handle.isPending || handle.isSuccess || (action !== 'dismiss' && reason.trim() === '')}
            onClick={() => act(action)}
          >
            {t(`console.moderation.${action}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
