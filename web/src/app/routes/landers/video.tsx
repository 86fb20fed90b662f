import { useTranslation } from 'react-i18next';
import { ShowcaseGrid } from '../../../features/showcase/components/showcase-grid.tsx';
import { VideoHero } from '../../../features/showcase/components/video-hero.tsx';
import './video.scss';
import { useLander } from '../../use-lander.ts';

/** Members the hero's shots show. */
const SHOTS = 5;

/** The video lander: a video-like hero of member photos (no video file) with a play button into signup, then members. */
export function Component() {
  const { t } = useTranslation();
  const { profiles, headline, lead, slug } = useLander();
  return (
    <div className="video-lander">
      <div className="video-lander-stage">
        <div className="container px-0 px-md-3 py-md-4">
          <VideoHero members={profiles.slice(0, SHOTS)} headline={headline} lead={lead} />
        </div>
      </div>
      <div className="container py-4">
        <h2 className="h4 mb-3">{t('landers.video.members_title')}</h2>
        <ShowcaseGrid slug={slug} />
      </div>
    </div>
  );
}
