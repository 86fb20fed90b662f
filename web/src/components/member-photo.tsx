import { useSuspenseQuery } from '@tanstack/react-query';
import './member-photo.scss';
import type { MemberCard } from '../../../shared/contracts/members.ts';
import { cardPhotoSrcSet, mediaUrl } from '../../../shared/photos.ts';
import { settingsQuery } from '../lib/site-settings.ts';
import { FictionalBadge } from './fictional-badge.tsx';

/** A member shown by their photo: an approved public main photo always (the showcase's, the landings'). */
type PhotoMember = Pick<MemberCard, 'fictional'> & { photo: NonNullable<MemberCard['photo']> };

interface MemberPhotoProps {
  member: PhotoMember;
  /** The photo's `sizes`: how wide the design draws it. */
  sizes: string;
  /** On the first screen: loads at once and first, not when scrolled to. */
  firstScreen?: boolean;
  /** The photo's alt text; none (decorative) where a caption beside it names the member. */
  alt?: string;
}

/**
 * A member's photo filling its box (the design sizes the box, so nothing shifts while it loads), with the
 * fictional badge where the site marks fictional members.
 */
export function MemberPhoto({ member, sizes, firstScreen = false, alt = '' }: MemberPhotoProps) {
  const { data: settings } = useSuspenseQuery(settingsQuery);
  return (
    <>
      <img
        className="member-photo"
        src={mediaUrl(settings.cdn_prefix, member.photo.profile)}
        srcSet={cardPhotoSrcSet(settings.cdn_prefix, member.photo)}
        sizes={sizes}
        width={640}
        height={640}
        alt={alt}
        draggable={false}
        loading={firstScreen ? 'eager' : 'lazy'}
        fetchPriority={firstScreen ? 'high' : undefined}
      />
      {settings.fictional_icon && member.fictional && (
        <FictionalBadge warning={settings.fictional_warning} className="member-photo-badge" />
      )}
    </>
  );
}
