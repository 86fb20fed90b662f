import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransactionsResponse } from '../../../../../shared/contracts/payments.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { LabelledRows } from './labelled-rows.tsx';
import { formatMoney } from './money.ts';
import { shownStatus } from './payment-status.ts';

/**
 * The member's payments (each to its receipt; a reversed one with the credits taken back and those owed), every
 * credit movement, and the debt the next purchase pays first.
 */
export function TransactionList({ payments, entries, credit_debt }: TransactionsResponse) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(i18n.language, iso, { dateStyle: 'medium' });
  return (
    <>
      {credit_debt > 0 && (
        <p className="alert alert-warning" data-testid="credit-debt">
          {t('transactions.debt_now', { count: credit_debt })}
        </p>
      )}
      <h2 className="h5">{t('transactions.payments')}</h2>
      {payments.length === 0 ? (
        <p className="text-body-secondary">{t('transactions.no_payments')}</p>
      ) : (
        <div className="list-group mb-4" data-testid="payment-list">
          {payments.map((p) => (
            <Link
              className="list-group-item list-group-item-action d-flex justify-content-between gap-2"
              key={p.id}
              to={paths.transactions(p.id)}
            >
              <span>
                {t('credits.bundle_credits', { count: p.credits })}
                <span className="d-block small text-body-secondary">
                  {date(p.created_at)} · {t(`payment_methods.${p.method}`)}
                </span>
              </span>
              <span className="text-end">
                {formatMoney(p.amount_cents, p.currency, i18n.language)}
                <span className="d-block small">{t(`payment_status.${shownStatus(p)}`)}</span>
                {(p.refunded_credits ?? 0) > 0 && (
                  <span className="d-block small">{t('transactions.taken', { count: p.refunded_credits })}</span>
                )}
                {p.debt_credits > 0 && (
                  <span className="d-block small text-danger">
                    {t('transactions.debt_added', { count: p.debt_credits })}
                  </span>
                )}
              </span>
            </Link>
          ))}
        </div>
      )}
      <LabelledRows
        title={t('transactions.entries')}
        rows={entries.map((e) => ({
          key: e.id,
          label: (
            <>
              {t(`ledger_reasons.${e.reason}`)}
              <span className="d-block small text-body-secondary">{date(e.created_at)}</span>
              {e.debt !== 0 && (
                <span className="d-block small text-body-secondary">
                  {t(e.debt > 0 ? 'transactions.debt_added' : 'transactions.debt_paid', { count: Math.abs(e.debt) })}
                </span>
              )}
            </>
          ),
          value: (
            <span className={e.delta > 0 ? 'text-success fw-semibold' : ''}>
              {e.delta > 0 ? `+${e.delta}` : e.delta}
            </span>
          ),
        }))}
      />
    </>
  );
}
