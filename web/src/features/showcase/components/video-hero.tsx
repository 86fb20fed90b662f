import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardPhotoSrcSet, mediaUrl } from '../../../../../shared/photos.ts';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { settingsQuery } from '../../../lib/site-settings.ts';
import { useSlideCycle } from '../hooks/use-slide-cycle.ts';
import { MediaIcon } from './media-icons.tsx';
import { MotionPauseButton } from './motion-pause-button.tsx';
import type { ShowcaseMember } from './showcase-tile.tsx';
import { useSignupLink } from './signup-link.ts';

/** How long a shot stays (its Ken Burns motion lasts as long, in the lander's styles). */
const SHOT_MS = 7000;
const HERO_PHOTO_SIZES = '(max-width: 991px) 100vw, 960px';

/**
 * A video-like hero drawn from member photos (no video file): each photo slowly zooms and pans (Ken Burns) and
 * crossfades into the next, under the headline and a play button that opens the signup modal; a player's bar below
 * with a pause button and the shot's progress. It stands still where the visitor asked for less motion.
 */
export function VideoHero({
  members,
  headline,
  lead,
}: {
  members: readonly ShowcaseMember[];
  headline: string;
  lead: string;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const signup = useSignupLink();
  const [paused, setPaused] = useState(false);
  const { index, moving, reducedMotion } = useSlideCycle(members.length, SHOT_MS, paused);
  const shown = members[index];
  return (
    <section className={`video-hero${moving ? ' is-moving' : ''}`} data-testid="video-hero">
      <div className="video-hero-frame">
        {members.map((member, i) => (
          <img
            key={member.id}
            className={`video-hero-shot video-hero-shot-${i % 2}${i === index ? ' is-active' : ''}`}
            src={mediaUrl(settings.cdn_prefix, member.photo.thumb)}
            srcSet={cardPhotoSrcSet(settings.cdn_prefix, member.photo)}
            sizes={HERO_PHOTO_SIZES}
            width={960}
            height={540}
            alt=""
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
          />
        ))}
        <div className="video-hero-shade" />
        <div className="video-hero-text">
          <h1 className="video-hero-headline">{headline}</h1>
          <p className="mb-0">{lead}</p>
        </div>
        <Link to={signup} className="video-hero-play" data-testid="video-play">
          <MediaIcon name="play" size={36} filled />
          <span className="visually-hidden">{t('landers.video.play')}</span>
        </Link>
        {shown && (
          <div className="video-hero-caption" data-testid="video-caption">
            <span className="fw-semibold">
              {shown.name}, {shown.age}
            </span>
            {shown.city && <span> · {shown.city}</span>}
            {settings.fictional_icon && shown.fictional && (
              <FictionalBadge warning={settings.fictional_warning} className="ms-2" />
            )}
          </div>
        )}
      </div>
      <div className="video-hero-bar">
        {!reducedMotion && members.length > 1 && (
          <MotionPauseButton paused={paused} onToggle={() => setPaused(!paused)} className="video-hero-pause" />
        )}
        <div className="video-hero-track" aria-hidden="true">
          <span key={index} className="video-hero-progress" />
        </div>
        <span className="small" aria-hidden="true">
          {members.length ? `${index + 1}/${members.length}` : ''}
        </span>
      </div>
    </section>
  );
}
