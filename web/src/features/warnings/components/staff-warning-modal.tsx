import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal.tsx';
import { TitledModal } from '../../../components/titled-modal.tsx';
import { useAcknowledgeWarning, useWarnings } from '../api/warnings.ts';

/**
 * A warning from the moderators, with its reason, shown on each visit until the member answers "I understand"; the
 * oldest first when there are several. It cannot be closed otherwise.
 */
export function StaffWarningModal() {
  const { t } = useTranslation();
  const { data } = useWarnings();
  const acknowledge = useAcknowledgeWarning();
  const warning = data?.warnings[0];
  if (!warning) return null;
  return (
    <TitledModal show title={t('staff_warning.title')} closable={false} backdrop="static" keyboard={false}>
      <Modal.Body data-testid="staff-warning">
        <p>{t('staff_warning.intro')}</p>
        <p className="mb-0 fw-semibold">{t('staff_warning.reason', { reason: warning.reason })}</p>
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-primary"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(warning.id)}
        >
          {t('staff_warning.acknowledge')}
        </button>
      </Modal.Footer>
    </TitledModal>
  );
}
