import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { settingsQuery } from '../../../lib/site-settings.ts';
import type { ShowcaseMember } from './showcase-tile.tsx';
import { useSignupLink } from './signup-link.ts';

/**
 * The feed's row of round portraits above the posts (scrolling sideways on a phone), each opening the signup modal;
 * the fictional badge under the name where the site marks them.
 */
export function SocialStories({ members }: { members: readonly ShowcaseMember[] }) {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const signup = useSignupLink();
  return (
    <ul className="social-stories list-unstyled" aria-label={t('landers.socialnetwork.stories_label')}>
      {members.map((member) => (
        <li key={member.id}>
          <Link to={signup} className="social-story" aria-label={t('showcase.meet', { name: member.name })}>
            <span className="social-story-ring">
              <img src={mediaUrl(settings.cdn_prefix, member.photo.thumb)} alt="" width={64} height={64} />
            </span>
            <span className="social-story-name text-truncate">{member.name}</span>
          </Link>
          {settings.fictional_icon && member.fictional && (
            <FictionalBadge warning={settings.fictional_warning} className="social-story-badge" />
          )}
        </li>
      ))}
    </ul>
  );
}
