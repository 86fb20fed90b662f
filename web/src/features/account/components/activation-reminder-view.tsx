import { Modal } from '../../../components/modal.tsx';
import { useTranslation } from 'react-i18next';
import { TitledModal } from '../../../components/titled-modal.tsx';
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
      <TitledModal title={t('activation_reminder.title')} show onHide={onClose} data-testid="activation-modal">
        <Modal.Body>{body}</Modal.Body>
      </TitledModal>
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
