import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardPhotoSrcSet, mediaUrl } from '../../../../../shared/photos.ts';
import { FictionalBadge } from '../../../components/fictional-badge.tsx';
import { settingsQuery } from '../../../lib/site-settings.ts';
import { useSlideCycle } from '../hooks/use-slide-cycle.ts';
import { MediaIcon } from './media-icons.tsx';
import { MotionPauseButton } from './motion-pause-button.tsx';
import type { ShowcaseMember } from './showcase-tile.tsx';

/** How long a slide stays. */
const SLIDE_MS = 4500;
/** The transitions in turn: each slide enters by its own (CSS in the lander's styles). */
const EFFECTS = ['fade', 'slide', 'zoom'] as const;
const SLIDE_PHOTO_SIZES = '(max-width: 575px) 100vw, 560px';

/**
 * Member photos one after another, each entering by a crossfade, a slide or a zoom, with a caption (name, age, town,
 * the fictional badge where the site marks them); the visitor can pause it and step through; it stands still where
 * the visitor asked for less motion. `children` lies over the photos (the call to action).
 */
export function TransitionSlideshow({
  members,
  children,
}: {
  members: readonly ShowcaseMember[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const [paused, setPaused] = useState(false);
  const { index, reducedMotion, setIndex } = useSlideCycle(members.length, SLIDE_MS, paused);
  const count = members.length;
  const step = (by: number) => setIndex((index + by + count) % count);
  return (
    <section
      className="slideshow"
      aria-roledescription={t('landers.transitionsvideolanding.carousel')}
      aria-label={t('landers.transitionsvideolanding.slideshow_label')}
      data-testid="slideshow"
    >
      <div className="slideshow-stage">
        {members.map((member, i) => (
          <figure
            key={member.id}
            className={`slideshow-slide slideshow-effect-${EFFECTS[i % EFFECTS.length]}${slideState(i, index, count)}`}
            aria-hidden={i !== index}
            data-testid="slide"
          >
            <img
              src={mediaUrl(settings.cdn_prefix, member.photo.thumb)}
              srcSet={cardPhotoSrcSet(settings.cdn_prefix, member.photo)}
              sizes={SLIDE_PHOTO_SIZES}
              width={560}
              height={700}
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
            <figcaption className="slideshow-caption">
              <span className="fw-semibold">
                {member.name}, {member.age}
              </span>
              {member.city && <span className="slideshow-town">{member.city}</span>}
              {settings.fictional_icon && member.fictional && (
                <FictionalBadge warning={settings.fictional_warning} className="ms-1" />
              )}
            </figcaption>
          </figure>
        ))}
        <div className="slideshow-action">{children}</div>
      </div>
      {count > 1 && (
        <div className="slideshow-controls">
          <button type="button" className="slideshow-button" onClick={() => step(-1)}>
            <MediaIcon name="previous" size={20} />
            <span className="visually-hidden">{t('landers.transitionsvideolanding.previous')}</span>
          </button>
          {!reducedMotion && (
            <MotionPauseButton paused={paused} onToggle={() => setPaused(!paused)} className="slideshow-button" />
          )}
          <button type="button" className="slideshow-button" onClick={() => step(1)}>
            <MediaIcon name="next" size={20} />
            <span className="visually-hidden">{t('landers.transitionsvideolanding.next')}</span>
          </button>
          <span className="slideshow-count small">
            {t('landers.transitionsvideolanding.position', { index: index + 1, count })}
          </span>
        </div>
      )}
    </section>
  );
}

/** A slide's state class: in view, the one that just left (it leaves the other way), or waiting. */
function slideState(i: number, index: number, count: number) {
  if (i === index) return ' is-active';
  return count > 2 && i === (index - 1 + count) % count ? ' is-leaving' : '';
}
