import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Payment } from '../../../../../shared/contracts/payments.ts';
import { CARD_METHODS } from '../../../../../shared/payment-methods.ts';
import { paths } from '../../../lib/paths.ts';
import { shownStatus } from './payment-status.ts';

/**
 * The outcome of a payment (SPEC §5): completed, pending (asked again until decided) or 'Betaling mislukt'; a payment
 * refunded or charged back since says so, and that its credits went with it (or, refunded because its code was used
 * by another payment, that none were booked).
 */
export function PaymentResult({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const retry = payment.bundle_id && paths['credits-id-paymentmethod'](payment.bundle_id, payment.method);
  const shown = shownStatus(payment);
  if (shown === 'refunded' || shown === 'charged_back') {
    return (
      <div className="alert alert-secondary" role="status" data-testid="payment-reversed">
        <h1 className="h4 alert-heading">{t(`payment_result.${shown}_title`)}</h1>
        <p className="mb-0">
          {t(payment.status === 'completed' ? 'payment_result.reversed_text' : 'payment_result.code_refund_text')}
        </p>
      </div>
    );
  }
  if (payment.status === 'completed') {
    return (
      <div className="alert alert-success" role="status" data-testid="payment-completed">
        <h1 className="h4 alert-heading">{t('payment_result.completed_title')}</h1>
        <p className="mb-2">{t('payment_result.completed_text', { count: payment.credits })}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-success" to={paths.members()}>
            {t('nav.search_members')}
          </Link>
          <Link className="btn btn-light" to={paths.chats()}>
            {t('nav.messages')}
          </Link>
        </div>
      </div>
    );
  }
  if (payment.status === 'pending') {
    return (
      <div className="alert alert-info" role="status" data-testid="payment-pending">
        <h1 className="h4 alert-heading">{t('payment_result.pending_title')}</h1>
        <p className="mb-0">{t('payment_result.pending_text')}</p>
      </div>
    );
  }
  const card = CARD_METHODS.includes(payment.method);
  return (
    <div className="alert alert-danger" role="alert" data-testid="payment-failed">
      <h1 className="h4 alert-heading">{t('payment_result.failed_title')}</h1>
      <p className="mb-2">{t(card ? 'payment_result.failed_card' : 'payment_result.failed_text')}</p>
      {retry && (
        <div className="d-flex flex-wrap gap-2">
          <Link className="btn btn-danger" to={retry} data-testid="payment-retry">
            {t('payment_result.retry')}
          </Link>
          {card && (
            <Link className="btn btn-light" to={paths['credits-id-paymentmethod'](payment.bundle_id!, 'paypal')}>
              {t('payment_result.paypal')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
