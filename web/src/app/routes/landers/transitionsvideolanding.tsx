import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShowcaseGrid } from '../../../features/showcase/components/showcase-grid.tsx';
import { TransitionSlideshow } from '../../../features/showcase/components/transitionsvideolanding-slideshow.tsx';
import './transitionsvideolanding.scss';
import { useLander } from '../../use-lander.ts';

/** Members the slideshow shows, one after another. */
const SLIDES = 8;

/** The transition lander: a slideshow of member photos with the call to action over it, then the members. */
export function Component() {
  const { t } = useTranslation();
  const { profiles, headline, lead, signup, slug } = useLander();
  return (
    <div className="transitions-lander">
      <div className="container py-3 py-md-4">
        <div className="row g-3 g-lg-5 align-items-center">
          <div className="col-lg-5">
            <h1 className="transitions-headline">{headline}</h1>
            <p className="lead mb-0">{lead}</p>
          </div>
          <div className="col-lg-7">
            <TransitionSlideshow members={profiles.slice(0, SLIDES)}>
              <Link to={signup} className="btn btn-secondary btn-lg fw-semibold" data-testid="slideshow-signup">
                {t('showcase.cta')}
              </Link>
            </TransitionSlideshow>
          </div>
        </div>
        <h2 className="h4 mt-4 mb-3">{t('landers.transitionsvideolanding.members_title')}</h2>
        <ShowcaseGrid slug={slug} />
      </div>
    </div>
  );
}
