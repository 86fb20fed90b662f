import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { readFlag, writeFlag } from '../lib/local-flags.ts';

export const ENTRY_WARNING_FLAG = 'entry_warning_closed';

interface EntryWarningModalProps {
  siteName: string;
  /** Whether the rules of SPEC §4 allow the warning here (visitor, country, setting, route). */
  allowed: boolean;
}

/** The adults-only warning: shown once, remembered when closed. Leaving goes to a neutral page. */
export function EntryWarningModal({ siteName, allowed }: EntryWarningModalProps) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(() => readFlag(ENTRY_WARNING_FLAG) !== undefined);
  const close = () => {
    writeFlag(ENTRY_WARNING_FLAG);
    setClosed(true);
  };
  return (
    <Modal
      show={allowed && !closed}
      onHide={close}
      centered
      backdrop="static"
      keyboard={false}
      data-testid="entry-warning"
    >
      <Modal.Header>
        <Modal.Title>{t('entry_warning.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('entry_warning.body', { site_name: siteName })}</p>
      </Modal.Body>
      <Modal.Footer>
        <a className="btn btn-outline-primary" href="https://www.google.com/" rel="noreferrer">
          {t('entry_warning.leave')}
        </a>
        <button type="button" className="btn btn-primary" onClick={close} data-testid="entry-warning-confirm">
          {t('entry_warning.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
