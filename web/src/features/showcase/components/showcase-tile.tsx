import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShowcaseResponse } from '../../../../../shared/contracts/members.ts';
import { CARD_PHOTO_SIZES } from '../../../../../shared/photos.ts';
import { MemberPhoto } from '../../../components/member-photo.tsx';
import { useSignupLink } from './signup-link.ts';
import './showcase-cards.scss';

export type ShowcaseMember = ShowcaseResponse['profiles'][number];

interface ShowcaseTileProps {
  member: ShowcaseMember;
  /** On the first screen: its photo loads at once, not when scrolled to. */
  firstScreen?: boolean;
  /** The photo's `sizes` where the design's tiles are not the search grid's. */
  sizes?: string;
  className?: string;
}

/**
 * A member on a lander: the photo (an approved public main photo, the only kind a showcase carries), name, age and
 * town, the fictional badge where the site marks them; a tap opens the signup modal in place.
 */
export function ShowcaseTile({
  member,
  firstScreen = false,
  sizes = CARD_PHOTO_SIZES,
  className = '',
}: ShowcaseTileProps) {
  const { t } = useTranslation();
  const signup = useSignupLink();
  return (
    <Link
      to={signup}
      className={`showcase-tile card border-0 shadow-sm ${className}`}
      data-testid="showcase-tile"
      aria-label={t('showcase.meet', { name: member.name })}
    >
      <div className="ratio ratio-1x1 showcase-tile-photo">
        <MemberPhoto member={member} sizes={sizes} firstScreen={firstScreen} />
      </div>
      <div className="card-body p-2">
        <div className="fw-semibold text-truncate">
          {member.name}, {member.age}
        </div>
        <div className="small text-body-secondary text-truncate">{member.city ?? '\u00a0'}</div>
      </div>
    </Link>
  );
}
