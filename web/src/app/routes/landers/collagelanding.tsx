import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CollageMosaic } from '../../../features/showcase/components/collage-mosaic.tsx';
import { OfferRow } from '../../../features/showcase/components/offer-row.tsx';
import './collagelanding.scss';
import { useLander } from '../../use-lander.ts';

/** /landers/collagelanding/:slug?: the members as a photo collage, the signup button kept in reach while scrolling. */
export function Component() {
  const { t } = useTranslation();
  const { profiles, offers, headline, lead, signup } = useLander();
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
