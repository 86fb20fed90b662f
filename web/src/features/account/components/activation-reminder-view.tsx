import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useResendActivation } from '../api/activation-mail.ts';

/** The activation reminder as an alert under the top bar, or as a modal right after signup on a phone. */
export function ActivationReminderView({
  email,
  variant,
  onClose,
}: {
  email: string;
  variant: 'alert' | 'modal';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  const body = (
    <>
      <span>{t('activation_reminder.text', { email })}</span>{' '}
      {resend.isSuccess ? (
        <strong>{t('complete_signup.resent')}</strong>
      ) : (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {t('complete_signup.resend')}
        </button>
      )}
    </>
  );
  if (variant === 'modal') {
    return (
      <Modal show onHide={onClose} centered data-testid="activation-modal">
        <Modal.Header closeButton closeLabel={t('app.close')}>
          <Modal.Title>{t('activation_reminder.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{body}</Modal.Body>
      </Modal>
    );
  }
  return (
    <div
      className="alert alert-warning mb-0 rounded-0 border-0 border-bottom"
      role="status"
      data-testid="activation-alert"
    >
      <div className="container small">{body}</div>
    </div>
  );
}
