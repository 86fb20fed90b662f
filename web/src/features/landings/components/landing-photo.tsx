import type { MemberCard } from '../../../../../shared/contracts/members.ts';
import { MemberPhoto } from '../../../components/member-photo.tsx';

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
  return (
    <div className={`landing-photo ratio ratio-1x1 ${className}`}>
      <MemberPhoto member={member} sizes={sizes} firstScreen={eager} />
    </div>
  );
}
