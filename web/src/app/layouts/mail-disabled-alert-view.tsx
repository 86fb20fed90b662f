import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import { AlertBar } from '../../components/alert-bar.tsx';
import { readFlag, writeFlag } from '../../lib/local-flags.ts';
import { paths } from '../../lib/paths.ts';
import { mailDisabledFlag, showMailDisabledAlert } from '../mail-disabled-alert.ts';

/**
 * Tells a member why they get no mails about messages, likes and matches (their own choice, a spam complaint, a
 * bounce, the unsubscribe link) and where to switch them back on; closing it is remembered in this browser.
 */
export function MailDisabledAlert({ user, routeName }: { user: User | null; routeName: string | undefined }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<string | null>(null);
  const flag = user && mailDisabledFlag(user);
  const dismissed = flag !== null && (closed === flag || readFlag(flag) !== undefined);
  if (!showMailDisabledAlert(user, routeName, dismissed) || !user || !flag) return null;
  const close = () => {
    writeFlag(flag);
    setClosed(flag);
  };
  return (
    <AlertBar variant="warning" testId="mail-disabled-alert" onClose={close}>
      <span className="flex-grow-1">
        {user.notifications_disabled.map((reason) => t(`settings.reason_${reason}`)).join(' ')}{' '}
        <Link to={paths.settings()}>{t('mail_alert.link')}</Link>
      </span>
    </AlertBar>
  );
}
