import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../../shared/contracts/member-desk.ts';
import { formatDate } from '../../lib/format-date.ts';
import { StandingActions } from './standing-actions.tsx';

/**
 * The member's standing and record (member_strikes), and for staff who may change it, the actions: warn, suspend,
 * ban, lift.
 */
export function StandingSection({
  member,
  strikes,
  canChange,
}: Pick<MemberPage, 'member' | 'strikes'> & { canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(i18n.language, iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card mt-4" aria-labelledby="member-standing" data-testid="standing">
      <div className="card-body">
        <h2 className="h5" id="member-standing">
          {t('console.members.standing')}
        </h2>
        {member.banned_at && (
          <p className="fw-bold">{t('console.members.banned_at', { date: date(member.banned_at) })}</p>
        )}
        {member.suspended_until && (
          <p className="fw-bold">{t('console.members.suspended_until', { date: date(member.suspended_until) })}</p>
        )}
        {!member.banned_at && !member.suspended_until && <p>{t('console.members.in_good_standing')}</p>}
        <h3 className="h6">{t('console.members.strikes')}</h3>
        {strikes.length === 0 ? (
          <p>{t('console.members.no_strikes')}</p>
        ) : (
          <ul className="list-unstyled">
            {strikes.map((strike) => (
              <li key={strike.id} className="mb-2">
                <strong>{t(`console.members.strike_kinds.${strike.kind}`)}</strong> · {date(strike.created_at)}
                {strike.until && ` → ${date(strike.until)}`}
                <div className="small">{strike.reason}</div>
              </li>
            ))}
          </ul>
        )}
        {canChange && <StandingActions memberId={member.id} />}
      </div>
    </section>
  );
}
