import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMemberStanding } from '../../../../shared/contracts/endpoints/console-moderation.ts';
import {
  STANDING_ACTIONS,
  type StandingAction,
  SUSPENSION_MAX_DAYS,
  SUSPENSION_MIN_DAYS,
} from '../../../../shared/moderation.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { api } from '../../lib/api-client.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { membersKeys } from './members-api.ts';

const BUTTON_STYLES: Record<StandingAction, string> = {
  warn: 'btn-outline-warning',
  suspend: 'btn-outline-danger',
  ban: 'btn-danger',
  lift: 'btn-outline-secondary',
};

/** A member's standing changed directly (not from a complaint): warn, suspend for days, ban, or lift, with a reason. */
export function StandingActions({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (action: StandingAction) =>
      api(changeMemberStanding, {
        body: { member_id: memberId, action, reason: reason.trim(), ...(action === 'suspend' && { days }) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.member(memberId) }),
  });
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(7);
  const reasonId = useId();
  const daysId = useId();
  return (
    <div className="border-top pt-3 mt-3" data-testid="standing-actions">
      <ErrorAlert message={change.error ? apiErrorText(change.error, t) : undefined} />
      {change.isSuccess && (
        <p className="alert alert-success" role="status">
          {t('console.members.standing_changed')}
        </p>
      )}
      <label className="form-label" htmlFor={reasonId}>
        {t('console.members.standing_reason')}
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
        {t('console.members.standing_days')}
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
        {STANDING_ACTIONS.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn-sm ${BUTTON_STYLES[action]}`}
            disabled={change.isPending || reason.trim() === ''}
            onClick={() => change.mutate(action)}
          >
            {t(`console.members.standing_actions.${action}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
