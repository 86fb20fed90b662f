import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';
import { TitledModal } from './titled-modal.tsx';

interface ConfirmModalProps {
  show: boolean;
  title: string;
  /** The question asked. */
  children: ReactNode;
  /** The confirming button's text (what is done: "Verwijderen"); the other button cancels. */
  confirmLabel: string;
  onConfirm: () => void;
  /** Cancel, the header's ×, Escape or a click beside the dialog. */
  onCancel: () => void;
  testId?: string;
}

/**
 * The app's own "are you sure?" (never the browser's confirm): a dialog named by its title and described by its
 * question, focus kept inside while open and given back on close; Escape cancels.
 */
export function ConfirmModal({ show, title, children, confirmLabel, onConfirm, onCancel, testId }: ConfirmModalProps) {
  const { t } = useTranslation();
  const questionId = useId();
  return (
    <TitledModal title={title} show={show} onHide={onCancel} aria-describedby={questionId} data-testid={testId}>
      <Modal.Body id={questionId}>{children}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} data-testid="confirm-cancel">
          {t('app.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} data-testid="confirm-yes">
          {confirmLabel}
        </button>
      </Modal.Footer>
    </TitledModal>
  );
}
