import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResendActivation } from '../api/activation-mail.ts';
import { sendErrorText } from '../send-errors.ts';

/**
 * Why the last message was not sent, with the way to remedy it (buy credits, go premium, confirm the email address
 * with a new activation mail); closable.
 */
export function SendErrorAlert({ error, onClose }: { error: Error | null; onClose: () => void }) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  if (!error) return null;
  const { message, action, resendActivation } = sendErrorText(error, t);
  return (
    <div
      className="alert alert-danger d-flex flex-wrap align-items-center gap-2 py-2 mb-2"
      role="alert"
      data-testid="send-error"
    >
      <span className="me-auto">{message}</span>
      {action && (
        <Link className="btn btn-sm btn-primary fw-semibold" to={action.to} data-testid="send-error-action">
          {action.label}
        </Link>
      )}
      {resendActivation &&
        (resend.isSuccess ? (
          <strong data-testid="activation-resent">{t('complete_signup.resent')}</strong>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-primary fw-semibold"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            data-testid="send-error-resend"
          >
            {t('complete_signup.resend')}
          </button>
        ))}
      <button type="button" className="btn-close" aria-label={t('app.close')} onClick={onClose} />
    </div>
  );
}
