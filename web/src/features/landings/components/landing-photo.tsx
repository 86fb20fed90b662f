import { useSuspenseQuery } from '@tanstack/react-query';
import type { MemberCard } from '../../../../../shared/contracts/members.ts';
import { cardPhotoSrcSet, mediaUrl } from '../../../../../shared/photos.ts';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { settingsQuery } from '../../../lib/site-settings.ts';

/** A member as the landings show them: an approved public main photo always. */
export type LandingMember = MemberCard & { photo: NonNullable<MemberCard['photo']> };

interface LandingPhotoProps {
  member: LandingMember;
  /** The photo's `sizes`: how wide the design draws it. */
  sizes: string;
  /** On the first screen: loads at once, first of all. */
  eager?: boolean;
  className?: string;
}

/**
 * A member's photo in a square, sized for its `sizes` (the 200 and 640 px files), with the fictional badge where the
 * site marks them. Decorative: the name beside it says who it is.
 */
export function LandingPhoto({ member, sizes, eager = false, className = '' }: LandingPhotoProps) {
  const { data: settings } = useSuspenseQuery(settingsQuery);
  return (
    <div className={`landing-photo ratio ratio-1x1 ${className}`}>
      <img
        src={mediaUrl(settings.cdn_prefix, member.photo.profile)}
        srcSet={cardPhotoSrcSet(settings.cdn_prefix, member.photo)}
        sizes={sizes}
        width={640}
        height={640}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
      />
      {settings.fictional_icon && member.fictional && (
        <FictionalBadge warning={settings.fictional_warning} className="landing-photo-badge" />
      )}
    </div>
  );
}
