import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { formatMoney } from './money.ts';
import { useRefund, useRefundPreview } from './members-api.ts';

interface RefundConfirmationProps {
  memberId: string;
  paymentId: string;
  refundDays: number;
  onClose: () => void;
}

/** Before a refund: what it returns and how many credits come back (the server's preview), then the refund. */
export function RefundConfirmation({ memberId, paymentId, refundDays, onClose }: RefundConfirmationProps) {
  const { t, i18n } = useTranslation();
  const preview = useRefundPreview(paymentId);
  const refund = useRefund(memberId);
  if (preview.isPending) return <PageLoading />;
  if (!preview.data) return <ErrorAlert message={apiErrorText(preview.error, t)} />;
  const { refundable, amount_cents, currency, credits_taken, credits_debt } = preview.data;
  return (
    <div className="alert alert-warning" role="alertdialog" aria-labelledby={`refund-${paymentId}`}>
      {refundable ? (
        <>
          <p className="fw-bold mb-1" id={`refund-${paymentId}`}>
            {t('console.members.refund_confirm_title', { amount: formatMoney(i18n.language, amount_cents, currency) })}
          </p>
          <p className="mb-1">{t('console.members.refund_credits', { taken: credits_taken })}</p>
          {credits_debt > 0 && <p className="mb-1">{t('console.members.refund_debt', { debt: credits_debt })}</p>}
        </>
      ) : (
        <p className="mb-1" id={`refund-${paymentId}`}>
          {t('console.members.refund_not_allowed', { count: refundDays })}
        </p>
      )}
      <ErrorAlert message={refund.error ? apiErrorText(refund.error, t) : undefined} />
      {refund.data ? (
        <p role="status" className="mb-0">
          {t('console.members.refund_done', { taken: refund.data.credits_taken })}
        </p>
      ) : (
        <div className="d-flex gap-2 mt-2">
          {refundable && (
            <button
              type="button"
              className="btn btn-sm btn-danger"
              disabled={refund.isPending}
              onClick={() => refund.mutate(paymentId)}
            >
              {t('console.members.refund_do')}
            </button>
          )}
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
            {t('console.members.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
