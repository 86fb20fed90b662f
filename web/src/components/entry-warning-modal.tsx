import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowserValue } from '../lib/browser-value.ts';
import { readFlag, writeFlag } from '../lib/local-flags.ts';

export const ENTRY_WARNING_FLAG = 'entry_warning_closed';

/**
 * Whether the adults-only warning stands open: where the rules of SPEC §4 `allow` it (visitor, country, setting,
 * route) until the visitor confirms, remembered on this device. While it is open it is the only modal: the gate
 * comes first, above every other (a layout renders no other modal meanwhile).
 */
export function useEntryWarning(allowed: boolean): { open: boolean; confirm: () => void } {
  // Closed on the server's first screen, which cannot read this device's storage: the warning opens once the app runs.
  const closedBefore = useBrowserValue(() => readFlag(ENTRY_WARNING_FLAG) !== undefined, true);
  const [closedNow, setClosedNow] = useState(false);
  const confirm = useCallback(() => {
    writeFlag(ENTRY_WARNING_FLAG);
    setClosedNow(true);
  }, []);
  return { open: allowed && !closedBefore && !closedNow, confirm };
}

interface EntryWarningModalProps {
  siteName: string;
  open: boolean;
  onConfirm: () => void;
}

/**
 * The adults-only warning (see useEntryWarning): a native modal `<dialog>` dressed as the site's modals, so that a
 * first visit, which shows it, needs no modal library. Escape does not close it; leaving goes to a neutral page.
 */
export function EntryWarningModal({ open, ...props }: EntryWarningModalProps) {
  return open ? <EntryWarningDialog {...props} /> : null;
}

function EntryWarningDialog({ siteName, onConfirm }: Omit<EntryWarningModalProps, 'open'>) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    // On the answer that keeps the visitor here, not on the way out.
    confirm.current?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="modal entry-warning"
      aria-labelledby={titleId}
      data-testid="entry-warning"
      onCancel={(event) => event.preventDefault()}
    >
      <div className="modal-dialog modal-dialog-centered">
        <div className="modal-content">
          <div className="modal-header">
            <h2 className="modal-title h4" id={titleId}>
              {t('entry_warning.title')}
            </h2>
          </div>
          <div className="modal-body">
            <p className="mb-0">{t('entry_warning.body', { site_name: siteName })}</p>
          </div>
          <div className="modal-footer">
            <a className="btn btn-outline-primary" href="https://www.google.com/" rel="noreferrer">
              {t('entry_warning.leave')}
            </a>
            <button
              ref={confirm}
              type="button"
              className="btn btn-primary"
              onClick={onConfirm}
              data-testid="entry-warning-confirm"
            >
              {t('entry_warning.confirm')}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
