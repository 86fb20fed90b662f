import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardPhotoSrcSet, mediaUrl } from '../../../../../shared/photos.ts';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { settingsQuery } from '../../../lib/site-settings.ts';
import { MediaIcon } from './media-icons.tsx';
import type { ShowcaseMember } from './showcase-tile.tsx';
import { useSignupLink } from './signup-link.ts';

/** A post's photo spans the feed's column: the whole phone, at most 560 px. */
const POST_PHOTO_SIZES = '(max-width: 575px) 100vw, 560px';
/** The actions under a post's photo, in order: each one's icon and the words that name it for the member. */
const POST_ACTIONS = [
  { icon: 'heart', label: 'landers.socialnetwork.like' },
  { icon: 'comment', label: 'landers.socialnetwork.comment' },
  { icon: 'send', label: 'landers.socialnetwork.message' },
] as const;

/**
 * A member as a post of a social feed: avatar, name, age and town above the photo, the fictional badge where the site
 * marks them, like and comment actions and a reply line below; every one of them opens the signup modal in place.
 */
export function SocialPost({ member, firstScreen = false }: { member: ShowcaseMember; firstScreen?: boolean }) {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const signup = useSignupLink();
  const thumb = mediaUrl(settings.cdn_prefix, member.photo.thumb);
  return (
    <article className="social-post card border-0 shadow-sm" data-testid="social-post">
      <header className="d-flex align-items-center gap-2 p-2">
        <img className="social-post-avatar" src={thumb} alt="" width={40} height={40} loading="lazy" />
        <div className="flex-grow-1 min-w-0">
          <div className="fw-semibold text-truncate">
            {member.name}, {member.age}
          </div>
          {member.city && <div className="small text-body-secondary text-truncate">{member.city}</div>}
        </div>
        {settings.fictional_icon && member.fictional && <FictionalBadge warning={settings.fictional_warning} />}
      </header>
      <Link
        to={signup}
        className="d-block ratio ratio-1x1 social-post-photo"
        aria-label={t('showcase.meet', { name: member.name })}
      >
        <img
          src={thumb}
          srcSet={cardPhotoSrcSet(settings.cdn_prefix, member.photo)}
          sizes={POST_PHOTO_SIZES}
          width={560}
          height={560}
          alt=""
          loading={firstScreen ? 'eager' : 'lazy'}
          fetchPriority={firstScreen ? 'high' : undefined}
        />
      </Link>
      <div className="d-flex align-items-center gap-1 px-1 pt-1">
        {POST_ACTIONS.map(({ icon, label }) => (
          <Link key={icon} to={signup} className="social-post-action" aria-label={t(label, { name: member.name })}>
            <MediaIcon name={icon} />
          </Link>
        ))}
      </div>
      <Link to={signup} className="social-post-reply mx-2 mb-2" data-testid="social-post-reply">
        {t('landers.socialnetwork.reply', { name: member.name })}
      </Link>
    </article>
  );
}
