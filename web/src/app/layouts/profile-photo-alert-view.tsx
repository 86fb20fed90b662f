import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '../../../../shared/contracts/auth.ts';
import { useAlertDismissal } from '../../lib/alert-dismissal.ts';
import { paths } from '../../lib/paths.ts';
import { showProfilePhotoAlert } from '../profile-photo-alert.ts';

/** Asks a member without a main photo to add one; closing it is stored on the account (with its time). */
export function ProfilePhotoAlert({ user, routeName }: { user: User | null; routeName: string | undefined }) {
  const { t } = useTranslation();
  const { dismissed, dismiss } = useAlertDismissal(user, 'profile_photo');
  if (!showProfilePhotoAlert(user, routeName, dismissed)) return null;
  return (
    <div
      className="alert alert-info mb-0 rounded-0 border-0 border-bottom"
      role="status"
      data-testid="profile-photo-alert"
    >
      <div className="container small d-flex align-items-center gap-2">
        <span className="flex-grow-1">
          {t('profile_photo_alert.text')} <Link to={paths.profile()}>{t('profile_photo_alert.link')}</Link>
        </span>
        <button type="button" className="btn-close" aria-label={t('app.close')} onClick={dismiss} />
      </div>
    </div>
  );
}
