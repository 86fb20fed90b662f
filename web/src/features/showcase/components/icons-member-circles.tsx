import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberPhoto } from '../../../components/member-photo.tsx';
import type { ShowcaseMember } from './showcase-tile.tsx';
import { useSignupLink } from './signup-link.ts';

/** The iconslanding lander's members: round portraits with the name and age under them, each a way into signup. */
export function IconsMemberCircles({ members }: { members: ShowcaseMember[] }) {
  const { t } = useTranslation();
  const signup = useSignupLink();
  return (
    <ul className="icons-members list-unstyled" data-testid="icons-members">
      {members.map((member) => (
        <li key={member.id}>
          <Link
            to={signup}
            className="icons-member"
            aria-label={t('showcase.meet', { name: member.name })}
            data-testid="icons-member"
          >
            <span className="icons-member-photo">
              <MemberPhoto member={member} sizes="(max-width: 767px) 30vw, 160px" />
            </span>
            <span className="icons-member-name">
              {member.name}, {member.age}
            </span>
            {member.city && <span className="icons-member-city">{member.city}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
