import { useCallback, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { readFlag, writeFlag } from '../lib/local-flags.ts';
import { TitledModal } from './titled-modal.tsx';

export const ENTRY_WARNING_FLAG = 'entry_warning_closed';

/**
 * Whether the adults-only warning stands open: where the rules of SPEC §4 `allow` it (visitor, country, setting,
 * route) until the visitor confirms, remembered on this device. While it is open it is the only modal: the gate
 * comes first, above every other (a layout renders no other modal meanwhile).
 */
export function useEntryWarning(allowed: boolean): { open: boolean; confirm: () => void } {
  const [closed, setClosed] = useState(() => readFlag(ENTRY_WARNING_FLAG) !== undefined);
  const confirm = useCallback(() => {
    writeFlag(ENTRY_WARNING_FLAG);
    setClosed(true);
  }, []);
  return { open: allowed && !closed, confirm };
}

interface EntryWarningModalProps {
  siteName: string;
  open: boolean;
  onConfirm: () => void;
}

/** The adults-only warning (see useEntryWarning). Leaving goes to a neutral page. */
export function EntryWarningModal({ siteName, open, onConfirm }: EntryWarningModalProps) {
  const { t } = useTranslation();
  return (
    <TitledModal
      title={t('entry_warning.title')}
      closable={false}
      show={open}
      onHide={onConfirm}
      backdrop="static"
      keyboard={false}
      data-testid="entry-warning"
    >
      <Modal.Body>
        <p className="mb-0">{t('entry_warning.body', { site_name: siteName })}</p>
      </Modal.Body>
      <Modal.Footer>
        <a className="btn btn-outline-primary" href="https://www.google.com/" rel="noreferrer">
          {t('entry_warning.leave')}
        </a>
        <button type="button" className="btn btn-primary" onClick={onConfirm} data-testid="entry-warning-confirm">
          {t('entry_warning.confirm')}
        </button>
      </Modal.Footer>
    </TitledModal>
  );
}
