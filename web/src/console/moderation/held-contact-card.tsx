import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_CONTACT_CHECK_LIMITS } from '../../../../shared/contact-checks.ts';
import type { HeldContact } from '../../../../shared/contracts/moderation.ts';
import { formatDate } from '../../lib/format-date.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useDecideHeldContact } from './held-api.ts';
import { MemberStanding } from './member-standing.tsx';

/** Accounts from one address in a day from which the count stands out (the sites' default limit). */
const MANY_ACCOUNTS = DEFAULT_CONTACT_CHECK_LIMITS.accounts_per_address;

/**
 * One held member: who (their page to act on them), why, how new, where from (the signup's tracking and address, with
 * the accounts signed up from it that day), what waits and its first messages; approve or reject while open.
 */
export function HeldContactCard({ hold, onDecided }: { hold: HeldContact; onDecided: (outcome: string) => void }) {
  const { t, i18n } = useTranslation();
  const { member } = hold;
  const date = (iso: string) => formatDate(i18n.language, iso, { dateStyle: 'medium', timeStyle: 'short' });
  const source = [hold.signup_source?.network, hold.signup_source?.ref].filter(Boolean).join(' / ') || '—';
  const manyAccounts = Math.max(hold.accounts_same_ip, hold.accounts_same_prefix) >= MANY_ACCOUNTS;
  return (
    <article className="card" data-testid="held-contact" aria-label={member.name}>
      <div className="card-body">
        {/* The name's link alone in its heading: beside text, a link without an underline would show by colour only. */}
        <h2 className="h5 mb-1">
          <Link to={`/admin/members/${member.id}`}>{member.name}</Link>
        </h2>
        <p className="small text-body-secondary mb-1">{member.email}</p>
        <p className="small mb-2">{t('console.moderation.member_line', member)}</p>
        <dl className="row small mb-2">
          <dt className="col-sm-3">{t('console.held.standing')}</dt>
          <dd className="col-sm-9">
            <MemberStanding member={member} />
          </dd>
          <dt className="col-sm-3">{t('console.held.reason')}</dt>
          <dd className="col-sm-9">
            <span className="badge text-bg-warning">{t(`console.held.reasons.${hold.reason}`)}</span>
          </dd>
          <dt className="col-sm-3">{t('console.held.held_at')}</dt>
          <dd className="col-sm-9">{date(hold.held_at)}</dd>
          {hold.decided_at && (
            <>
              <dt className="col-sm-3">{t('console.held.decided_at')}</dt>
              <dd className="col-sm-9">{date(hold.decided_at)}</dd>
            </>
          )}
          <dt className="col-sm-3">{t('console.held.account_age')}</dt>
          <dd className="col-sm-9">{t('console.held.account_age_hours', { count: hold.account_age_hours })}</dd>
          <dt className="col-sm-3">{t('console.held.signup_source')}</dt>
          <dd className="col-sm-9">{source}</dd>
          <dt className="col-sm-3">{t('console.held.signup_ip')}</dt>
          <dd className="col-sm-9">
            {hold.signup_ip ?? '—'}
            {/* No address kept (a private one, a proxy's): nothing to count. */}
            {hold.signup_ip && (
              <div
                className={manyAccounts ? 'text-danger fw-semibold' : 'text-body-secondary'}
                data-testid="held-same-address"
                data-many={manyAccounts ? 'true' : undefined}
              >
                {t(hold.signup_ip.includes(':') ? 'console.held.same_address_v6' : 'console.held.same_address', {
                  ip: hold.accounts_same_ip,
                  prefix: hold.accounts_same_prefix,
                })}
              </div>
            )}
          </dd>
          <dt className="col-sm-3">{t('console.held.waiting')}</dt>
          <dd className="col-sm-9">
            {t('console.held.messages', { count: hold.held_messages })} ·{' '}
            {t('console.held.likes', { count: hold.held_likes })}
          </dd>
        </dl>
        <h3 className="h6">{t('console.held.first_messages')}</h3>
        {hold.first_messages.length === 0 ? (
          <p className="small">{t('console.held.no_messages')}</p>
        ) : (
          <ul className="list-unstyled small mb-2">
            {hold.first_messages.map((message, index) => (
              <li key={index} className="border-start border-3 ps-2 mb-2" data-testid="held-message">
                <div className="text-body-secondary">
                  {t('console.held.to', { name: message.to })} · {date(message.created_at)}
                </div>
                <div className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {message.text}
                </div>
              </li>
            ))}
          </ul>
        )}
        {hold.status === 'open' && <HoldActions hold={hold} onDecided={onDecided} />}
      </div>
    </article>
  );
}

/** Approve at once; reject after a confirmation (it discards what waits). */
function HoldActions({ hold, onDecided }: { hold: HeldContact; onDecided: (outcome: string) => void }) {
  const { t } = useTranslation();
  const { name } = hold.member;
  const [confirmReject, setConfirmReject] = useState(false);
  const decide = useDecideHeldContact(hold.member.id, (decision, done) =>
    onDecided(
      decision === 'approve'
        ? t('console.held.approved', {
            name,
            delivered: done.delivered_messages,
            dropped: done.dropped_messages,
            likes: done.released_likes,
          })
        : t('console.held.rejected', { name }),
    ),
  );
  return (
    <>
      {decide.error && (
        <p className="text-danger small" role="alert">
          {apiErrorText(decide.error, t)}
        </p>
      )}
      {!confirmReject && (
        <div className="d-flex gap-2">
          <button
            type="button"
            className="btn btn-success btn-sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate('approve')}
          >
            {t('console.held.approve')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            disabled={decide.isPending}
            onClick={() => setConfirmReject(true)}
          >
            {t('console.held.reject')}
          </button>
        </div>
      )}
      {confirmReject && (
        <div className="alert alert-danger mb-0" role="alertdialog" aria-labelledby={`reject-${hold.member.id}`}>
          <p id={`reject-${hold.member.id}`}>{t('console.held.reject_confirm', { name })}</p>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate('reject')}
            >
              {t('console.held.reject_do')}
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setConfirmReject(false)}>
              {t('console.held.cancel')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
