import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../../shared/contracts/member-desk.ts';
import { formatDate } from '../../lib/format-date.ts';
import { StandingActions } from './standing-actions.tsx';

/**
 * The member's standing and record (member_strikes), what the site's bans hold of them (read only: the address's key,
 * the phones; decision 037), and for staff who may change it, the actions: warn, suspend, ban, lift.
 */
export function StandingSection({
  member,
  strikes,
  ban,
  canChange,
}: Pick<MemberPage, 'member' | 'strikes' | 'ban'> & { canChange: boolean }) {
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
        {(member.banned_at || ban.address_banned || ban.phones.length > 0) && <BanHold ban={ban} />}
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

/** What the bans hold of the member: the address as the ban keys it, whether it is banned, and the banned phones. */
function BanHold({ ban }: { ban: MemberPage['ban'] }) {
  const { t } = useTranslation();
  return (
    <div className="mb-3" data-testid="ban-hold">
      <h3 className="h6">{t('console.members.ban_hold')}</h3>
      <dl className="mb-0">
        <dt>{t('console.members.ban_address_key')}</dt>
        <dd className="d-flex flex-wrap gap-2 align-items-center">
          <code>{ban.address_key}</code>
          <span className={ban.address_banned ? 'badge text-bg-danger' : 'badge text-bg-secondary'}>
            {ban.address_banned ? t('console.members.ban_address_held') : t('console.members.ban_address_free')}
          </span>
        </dd>
        <dt>{t('console.members.ban_phones')}</dt>
        <dd>
          {ban.phones.length === 0 ? (
            t('console.members.ban_no_phones')
          ) : (
            <ul className="list-unstyled mb-0">
              {ban.phones.map((phone) => (
                <li key={phone}>
                  <code>{phone}</code>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </div>
  );
}
