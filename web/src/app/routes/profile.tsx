import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoginFirst } from '../login-first.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useOwnPhotos } from '../../features/photos/api/own-photos.ts';
import { PhotoManager } from '../../features/photos/components/photo-manager.tsx';
import { useOwnProfile } from '../../features/profile/api/own-profile.ts';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { useInterests } from '../../features/site/api/interests.ts';
import { useRegions } from '../../features/site/api/regions.ts';
import { userQuery } from '../../lib/current-user.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { useScrollToHash } from '../../lib/use-scroll-to-hash.ts';
import { OwnCompleteness } from '../own-completeness.tsx';

/** /profile: how complete the member's profile is, their own photos and profile fields (a step's link names its part). */
export function Component() {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(userQuery);
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const profile = useOwnProfile();
  const photos = useOwnPhotos();
  const regions = useRegions();
  const interests = useInterests();
  useScrollToHash(Boolean(photos.data && profile.data && regions.data && interests.data));
  if (!user) return <LoginFirst />;
  const error = profile.error ?? photos.error;
  return (
    <div className="container py-4 settings-page" data-testid="profile-page">
      <h1 className="h3 mb-3">{t('own_profile.title')}</h1>
      <ErrorAlert message={error?.message} />
      <OwnCompleteness />
      {photos.data ? (
        <PhotoManager photos={photos.data.photos} limit={photos.data.limit} cdnPrefix={settings.cdn_prefix} />
      ) : (
        !error && <PageLoading />
      )}
      {profile.data && regions.data && interests.data ? (
        <ProfileForm
          profile={profile.data}
          regions={regions.data}
          interests={interests.data}
          visibleFields={settings.visible_profile_fields}
          visibleNotes={settings.visible_profile_notes}
        />
      ) : (
        !error && <PageLoading />
      )}
    </div>
  );
}
