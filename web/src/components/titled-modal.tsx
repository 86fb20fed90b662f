import { type ReactNode, useId } from 'react';
import { Modal, type ModalProps } from './modal.tsx';
import { useTranslation } from 'react-i18next';

interface TitledModalProps extends Omit<ModalProps, 'title'> {
  title: ReactNode;
  /** Whether the header has a close button; a dialog that must be answered (the entry warning) has none. */
  closable?: boolean;
  /** The body and footer. */
  children: ReactNode;
}

/** A centred modal whose dialog is named by its title, so that a screen reader says what opened. */
export function TitledModal({ title, closable = true, children, ...modal }: TitledModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal centered aria-labelledby={titleId} {...modal}>
      <Modal.Header closeButton={closable} closeLabel={t('app.close')}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}
