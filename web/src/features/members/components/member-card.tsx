import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberCard as Card } from '../../../../../shared/contracts/members.ts';
import { CARD_PHOTO_SIZES, cardPhotoSrcSet, mediaUrl } from '../../../../../shared/photos.ts';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { paths } from '../../../lib/paths.ts';
import { MemberHints } from './member-hints.tsx';

interface MemberCardProps {
  member: Card;
  cdnPrefix: string;
  /** The site marks fictional profiles (`fictional_icon`), with this text as the badge's explanation. */
  fictionalWarning?: string;
  /** Region code -> its name in the visitor's language. */
  regionNames: ReadonlyMap<string, string>;
  /** Where the card leads (the profile by default; /likes/m/{id} from the likes page). */
  to?: string;
  /** A mark on the photo (the likes page's "new"). */
  marker?: ReactNode;
  /** A card on the first screen: its photo loads at once, not when scrolled to. */
  firstScreen?: boolean;
}

/** A member in a result grid: photo, name and age, place, activity and distance; the whole card opens the profile. */
export function MemberCard({
  member,
  cdnPrefix,
  fictionalWarning,
  regionNames,
  to,
  marker,
  firstScreen = false,
}: MemberCardProps) {
  const region = member.region ? (regionNames.get(member.region) ?? null) : null;
  const place = [member.city, region].filter(Boolean).join(', ');
  return (
    <Link
      className="member-card card border-0 shadow-sm h-100"
      to={to ?? paths['members-id'](member.id)}
      data-testid="member-card"
    >
      <div className="member-card-photo ratio ratio-1x1">
        {member.photo ? (
          <img
            src={mediaUrl(cdnPrefix, member.photo.thumb)}
            srcSet={cardPhotoSrcSet(cdnPrefix, member.photo)}
            sizes={CARD_PHOTO_SIZES}
            alt=""
            loading={firstScreen ? 'eager' : 'lazy'}
            fetchPriority={firstScreen ? 'high' : undefined}
          />
        ) : (
          <div className="member-card-placeholder" aria-hidden="true" />
        )}
        {fictionalWarning && member.fictional && (
          <FictionalBadge warning={fictionalWarning} className="member-card-badge" />
        )}
        {marker}
      </div>
      <div className="card-body p-2">
        <div className="fw-semibold text-truncate">
          {member.name}, {member.age}
        </div>
        <div className="small text-body-secondary text-truncate">{place || '\u00a0'}</div>
        <MemberHints member={member} />
      </div>
    </Link>
  );
}
