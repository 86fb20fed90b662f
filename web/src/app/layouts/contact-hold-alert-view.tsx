import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/contracts/auth.ts';
import { AlertBar } from '../../components/alert-bar.tsx';
import { readFlag, writeFlag } from '../../lib/local-flags.ts';

/**
 * Spam waves (issue 40, decision 040): a new member whose first messages and likes wait for a check is told so while
 * they wait (no close button: it lasts as long as the hold); once staff rejected them, that they were not delivered
 * nor charged, until closed (remembered in this browser).
 */
export function ContactHoldAlert({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  const hold = user?.contact_hold;
  if (!user || (hold !== 'open' && hold !== 'rejected')) return null;
  if (hold === 'open') {
    return (
      <AlertBar variant="warning" testId="contact-hold-alert">
        <span className="flex-grow-1">{t('contact_hold_alert.open')}</span>
      </AlertBar>
    );
  }
  const flag = `contact-hold-rejected:${user.id}`;
  if (closed || readFlag(flag) !== undefined) return null;
  const close = () => {
    writeFlag(flag);
    setClosed(true);
  };
  return (
    <AlertBar variant="warning" testId="contact-hold-alert" onClose={close}>
      <span className="flex-grow-1">{t('contact_hold_alert.rejected')}</span>
    </AlertBar>
  );
}
