import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type LandingMember, LandingPhoto } from './landing-photo.tsx';

interface OtherMembersProps {
  members: LandingMember[];
  heading: string;
  /** Where a tap leads: the signup modal in place. */
  signupTo: string;
  /** The design's look: a grid of cards, a row of round faces, or a mosaic of photos. */
  variant: 'cards' | 'faces' | 'mosaic';
  /** How wide one photo is drawn. */
  sizes: string;
}

/** The others a profile landing shows, whatever its design: who, under what heading, and where a tap leads. */
export type OthersOnLanding = Pick<OtherMembersProps, 'members' | 'heading' | 'signupTo'>;

/** Other members on a profile landing, each opening signup; their names and ages under or over their photos. */
export function OtherMembers({ members, heading, signupTo, variant, sizes }: OtherMembersProps) {
  const { t } = useTranslation();
  if (members.length === 0) return null;
  return (
    <section className={`landing-others landing-others-${variant}`} aria-labelledby="landing-others-heading">
      <h2 id="landing-others-heading" className="h5 landing-others-heading">
        {heading}
      </h2>
      <ul className="list-unstyled landing-others-list" data-testid="landing-others">
        {members.map((member) => (
          <li key={member.id}>
            <Link to={signupTo} className="landing-other" aria-label={t('landings.meet', { name: member.name })}>
              <LandingPhoto member={member} sizes={sizes} />
              <span className="landing-other-name">
                {member.name}, {member.age}
              </span>
              {variant !== 'faces' && member.city && <span className="landing-other-town">{member.city}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
