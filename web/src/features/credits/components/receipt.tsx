import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../../shared/contracts/payments.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatMoney } from './money.ts';
import { shownStatus } from './payment-status.ts';

/** The receipt of one payment: what was bought, when, how, for how much. */
export function Receipt({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(i18n.language, iso, { dateStyle: 'long', timeStyle: 'short' });
  const rows: [string, string][] = [
    [t('receipt.date'), date(payment.created_at)],
    [t('receipt.bundle'), t('credits.bundle_credits', { count: payment.credits })],
    [t('receipt.method'), t(`payment_methods.${payment.method}`)],
    ...(payment.discount_percentage > 0
      ? [[t('receipt.discount'), `${payment.discount_percentage}%`] as [string, string]]
      : []),
    [t('receipt.amount'), formatMoney(payment.amount_cents, payment.currency, i18n.language)],
    [t('receipt.status'), t(`payment_status.${shownStatus(payment)}`)],
    [t('receipt.reference'), payment.id],
    ...(payment.refunded_at
      ? [
          [
            t('receipt.refunded'),
            t('receipt.refunded_text', { date: date(payment.refunded_at), count: payment.refunded_credits ?? 0 }),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <section className="card" aria-labelledby="receipt-title" data-testid="receipt">
      <div className="card-body">
        <h2 className="h5 card-title" id="receipt-title">
          {t('receipt.title')}
        </h2>
        <dl className="row mb-0">
          {rows.map(([label, value]) => (
            <div className="col-12 d-flex justify-content-between gap-3 border-bottom py-1" key={label}>
              <dt className="fw-normal text-body-secondary">{label}</dt>
              <dd className="mb-0 text-end text-break">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
