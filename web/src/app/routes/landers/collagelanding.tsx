import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CollageMosaic } from '../../../features/showcase/components/collage-mosaic.tsx';
import { OfferRow } from '../../../features/showcase/components/offer-row.tsx';
import { useSignupLink } from '../../../features/showcase/components/signup-link.ts';
import { useLanderShowcase } from '../../../features/showcase/hooks/use-lander-showcase.ts';
import './collagelanding.scss';
import { useLanderTitle } from '../../lander-title.ts';

/** /landers/collagelanding/:slug?: the members as a photo collage, the signup button kept in reach while scrolling. */
export function Component() {
  useLanderTitle();
  const { t } = useTranslation();
  const { slug } = useParams();
  const { profiles, offers, headline, lead } = useLanderShowcase(slug);
  const signup = useSignupLink();
  return (
    <div className="lander-collage container">
      <header className="lander-collage-head">
        <h1>{headline}</h1>
        <p className="mb-0">{lead}</p>
      </header>
      <CollageMosaic members={profiles} />
      <div className="lander-collage-cta">
        <Link to={signup} className="btn btn-secondary btn-lg fw-semibold" data-testid="lander-cta">
          {t('landers.collagelanding.cta')}
        </Link>
      </div>
      <OfferRow offers={offers} />
    </div>
  );
}
