import { useSuspenseQuery } from '@tanstack/react-query';
import { profileCompleteness } from '../../../shared/profile-completeness.ts';
import { useOwnPhotos } from '../features/photos/api/own-photos.ts';
import { useOwnProfile } from '../features/profile/api/own-profile.ts';
import { CompletenessMeter } from '../features/profile/components/completeness-meter.tsx';
import { settingsQuery } from '../lib/site-settings.ts';

/**
 * The member's own profile completeness on this site (decision 033), from their profile and photos: nothing till both
 * are read, nor at 100 % where `hideWhenComplete` (the home page).
 */
export function OwnCompleteness({
  hideWhenComplete = false,
  className,
}: {
  hideWhenComplete?: boolean;
  className?: string;
}) {
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { data: profile } = useOwnProfile();
  const { data: photos } = useOwnPhotos();
  if (!profile || !photos) return null;
  const completeness = profileCompleteness(profile, photos.photos, settings.visible_profile_fields);
  return hideWhenComplete && !completeness.next ? null : (
    <CompletenessMeter completeness={completeness} className={className} />
  );
}
