import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeMemberStanding } from '../../../../shared/contracts/endpoints/console-moderation.ts';
import { STANDING_ACTIONS, type StandingAction } from '../../../../shared/moderation.ts';
import { api } from '../../lib/api-client.ts';
import { ReasonedActions } from '../moderation/reasoned-actions.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { membersKeys } from './members-api.ts';

const STYLES: Record<StandingAction, string> = {
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
    mutationFn: ({ action, reason, days }: { action: StandingAction; reason: string; days: number }) =>
      api(changeMemberStanding, {
        body: { member_id: memberId, action, reason, ...(action === 'suspend' && { days }) },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.member(memberId) }),
  });
  const buttons = Object.fromEntries(
    STANDING_ACTIONS.map((action) => [
      action,
      { label: t(`console.members.standing_actions.${action}`), style: STYLES[action] },
    ]),
  ) as Record<StandingAction, { label: string; style: string }>;
  return (
    <ReasonedActions
      testId="standing-actions"
      actions={STANDING_ACTIONS}
      buttons={buttons}
      needsReason={() => true}
      reasonLabel={t('console.members.standing_reason')}
      daysLabel={t('console.members.standing_days')}
      busy={change.isPending}
      error={change.error ? apiErrorText(change.error, t) : undefined}
      done={change.isSuccess ? t('console.members.standing_changed') : undefined}
      onAct={(action, reason, days) => change.mutate({ action, reason, days })}
    />
  );
}
