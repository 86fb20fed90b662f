import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberPage } from '../../../../shared/contracts/member-desk.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatMoney } from './money.ts';
import { RefundConfirmation } from './refund-confirmation.tsx';

interface PaymentsSectionProps {
  memberId: string;
  refundDays: number;
  payments: MemberPage['payments'];
  /** Whether the refund buttons are shown (members.manage). */
  manage: boolean;
}

/** Every payment of the member with its status, amount, method, credits and reversals; a refund per payment. */
export function PaymentsSection({ memberId, refundDays, payments, manage }: PaymentsSectionProps) {
  const { t, i18n } = useTranslation();
  const [refunding, setRefunding] = useState<string>();
  const money = (cents: number, currency: string) => formatMoney(i18n.language, cents, currency);
  return (
    <section className="card mt-4" aria-labelledby="member-payments">
      <div className="card-body">
        <h2 className="h5" id="member-payments">
          {t('console.members.payments')}
        </h2>
        {payments.length === 0 ? (
          <p className="mb-0">{t('console.members.no_payments')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0" data-testid="payments-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.members.date')}</th>
                  <th scope="col">{t('console.members.status')}</th>
                  <th scope="col">{t('console.members.amount')}</th>
                  <th scope="col">{t('console.members.method')}</th>
                  <th scope="col">{t('console.members.credits')}</th>
                  <th scope="col">{t('console.members.reversed')}</th>
                  <th scope="col">{t('console.members.reference')}</th>
                  {manage && (
                    <th scope="col">
                      <span className="visually-hidden">{t('console.members.actions')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <Fragment key={payment.id}>
                    <tr>
                      <td className="text-nowrap">
                        {formatDate(i18n.language, payment.created_at, { dateStyle: 'short', timeStyle: 'short' })}
                      </td>
                      <td>{payment.status}</td>
                      <td>{money(payment.amount_cents, payment.currency)}</td>
                      <td>{payment.method}</td>
                      <td>{payment.credits}</td>
                      <td className="small">
                        {payment.refunded_cents > 0 && (
                          <div>
                            {t('console.members.refunded_cents', {
                              amount: money(payment.refunded_cents, payment.currency),
                            })}
                          </div>
                        )}
                        {payment.charged_back_cents > 0 && (
                          <div>
                            {t('console.members.charged_back_cents', {
                              amount: money(payment.charged_back_cents, payment.currency),
                            })}
                          </div>
                        )}
                      </td>
                      <td className="small text-break">
                        {payment.provider} {payment.reference}
                      </td>
                      {manage && (
                        <td className="text-end">
                          {payment.refundable && (
                            <button
                              type="button"
                              className="btn btn-sm btn-outline-danger"
                              onClick={() => setRefunding(payment.id)}
                            >
                              {t('console.members.refund')}
                            </button>
                          )}
                        </td>
                      )}
                    </tr>
                    {refunding === payment.id && (
                      <tr>
                        <td colSpan={8}>
                          <RefundConfirmation
                            memberId={memberId}
                            paymentId={payment.id}
                            refundDays={refundDays}
                            onClose={() => setRefunding(undefined)}
                          />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
