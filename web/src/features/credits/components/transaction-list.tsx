import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TransactionsResponse } from '../../../../../shared/contracts/payments.ts';
import { paths } from '../../../lib/paths.ts';
import { LabelledRows } from './labelled-rows.tsx';
import { formatMoney } from './money.ts';

/** The member's payments (each to its receipt) and every credit movement. */
export function TransactionList({ payments, entries }: TransactionsResponse) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <>
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
                <span className="d-block small">{t(`payment_status.${p.status}`)}</span>
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
