import { useTranslation } from 'react-i18next';
import type { ModeratedMember } from '../../../../shared/contracts/moderation.ts';
import { formatDate } from '../../lib/format-date.ts';

/** A moderated member's standing on one line: status, suspension, ban and earlier measures (strikes). */
export function MemberStanding({ member }: { member: ModeratedMember }) {
  const { t, i18n } = useTranslation();
  const until = member.suspended_until;
  return (
    <>
      {member.status}
      {until &&
        ` · ${t('console.moderation.suspended_until', {
          date: formatDate(i18n.language, until, { dateStyle: 'medium', timeStyle: 'short' }),
        })}`}
      {member.banned && ` · ${t('console.moderation.banned')}`}
      {` · ${t('console.moderation.strikes', { count: member.strikes })}`}
    </>
  );
}
