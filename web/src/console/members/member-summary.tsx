import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../../shared/contracts/member-desk.ts';
import { formatDate } from '../../lib/format-date.ts';
import { MemberStatus } from './member-status.tsx';

/** The member's account: where, since when, status, plan, balance and debt, language, visibility. */
export function MemberSummary({ member }: { member: MemberPage['member'] }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDate(i18n.language, iso, { dateStyle: 'medium' }) : '—');
  const yesNo = (value: boolean) => (value ? t('console.members.yes') : t('console.members.no'));
  const facts: [string, ReactNode][] = [
    [t('console.members.email'), member.email],
    [t('console.members.site'), member.site_name],
    [t('console.members.status'), <MemberStatus key="status" member={member} />],
    [t('console.members.premium'), yesNo(member.premium)],
    [t('console.members.credits'), member.credits],
    [t('console.members.credit_debt'), member.credit_debt],
    [t('console.members.language'), member.language],
    [t('console.members.invisible'), yesNo(member.invisible)],
    [t('console.members.signup_date'), date(member.signup_date)],
    [t('console.members.last_seen'), date(member.last_seen_at)],
    ...(member.deleted_at ? [[t('console.members.deleted_at'), date(member.deleted_at)] as [string, string]] : []),
  ];
  return (
    <section className="card" aria-labelledby="member-summary">
      <div className="card-body">
        <h2 className="h5" id="member-summary">
          {t('console.members.member')}
        </h2>
        <dl className="row mb-0" data-testid="member-summary">
          {facts.map(([label, value]) => (
            <div className="col-sm-6 mb-2" key={label}>
              <dt className="small text-body-secondary">{label}</dt>
              <dd className="mb-0 text-break">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
