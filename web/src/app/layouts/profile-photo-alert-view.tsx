import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import { AlertBar } from '../../components/alert-bar.tsx';
import { useAlertDismissal } from '../../lib/alert-dismissal.ts';
import { paths } from '../../lib/paths.ts';
import { showProfilePhotoAlert } from '../profile-photo-alert.ts';

/** Asks a member without a main photo to add one; closing it is stored on the account (with its time). */
export function ProfilePhotoAlert({ user, routeName }: { user: User | null; routeName: string | undefined }) {
  const { t } = useTranslation();
  const { dismissed, dismiss } = useAlertDismissal(user, 'profile_photo');
  if (!showProfilePhotoAlert(user, routeName, dismissed)) return null;
  return (
    <AlertBar variant="info" testId="profile-photo-alert" onClose={dismiss}>
      <span className="flex-grow-1">
        {t('profile_photo_alert.text')} <Link to={paths.profile()}>{t('profile_photo_alert.link')}</Link>
      </span>
    </AlertBar>
  );
}
