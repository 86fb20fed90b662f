import type { ReactNode } from 'react';
import './photo-card.scss';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberPhoto } from '../../../components/member-photo.tsx';
import type { ShowcaseMember } from './showcase-tile.tsx';
import { useSignupLink } from './signup-link.ts';

interface PhotoCardProps {
  member: ShowcaseMember;
  sizes: string;
  firstScreen?: boolean;
  /** The design's class: it gives the card its box (an aspect ratio or a grid area). */
  className?: string;
  /** Shown above the name (a status line of the design). */
  children?: ReactNode;
}

/**
 * A member as a photo with the name, age and town over its foot (on a dark gradient, so that white text keeps its
 * contrast on any photo); a tap opens the signup modal in place.
 */
export function PhotoCard({ member, sizes, firstScreen, className = '', children }: PhotoCardProps) {
  const { t } = useTranslation();
  const signup = useSignupLink();
  return (
    <Link
      to={signup}
      className={`photo-card ${className}`}
      aria-label={t('showcase.meet', { name: member.name })}
      data-testid="photo-card"
    >
      <MemberPhoto member={member} sizes={sizes} firstScreen={firstScreen} />
      <span className="photo-card-caption">
        {children}
        <span className="photo-card-name">
          {member.name}, {member.age}
        </span>
        {member.city && <span className="photo-card-city">{member.city}</span>}
      </span>
    </Link>
  );
}
