import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferRow } from '../../../features/showcase/components/offer-row.tsx';
import { PhotoCard } from '../../../features/showcase/components/photo-card.tsx';
import './gallery.scss';
import { useLander } from '../../use-lander.ts';

/** The featured photo and the first row beside or under it: in the first screen, so they load at once. */
const FIRST_SCREEN_PHOTOS = 3;

/** /landers/gallery/:slug?: the members in large photos on a dark wall, the first one featured. */
export function Component() {
  const { t } = useTranslation();
  const { profiles, offers, headline, lead, signup } = useLander();
  return (
    <div className="lander-gallery">
      <div className="container">
        <header className="lander-gallery-head">
          <h1>{headline}</h1>
          <p>{lead}</p>
          <Link to={signup} className="btn btn-secondary fw-semibold" data-testid="lander-cta">
            {t('showcase.cta')}
          </Link>
        </header>
        <ul className="lander-gallery-wall list-unstyled">
          {profiles.map((member, index) => (
            <li key={member.id} className={index === 0 ? 'lander-gallery-featured' : undefined}>
              <PhotoCard
                member={member}
                sizes={index === 0 ? '(max-width: 767px) 100vw, 66vw' : '(max-width: 767px) 50vw, 33vw'}
                firstScreen={index < FIRST_SCREEN_PHOTOS}
                className="lander-gallery-photo"
              />
            </li>
          ))}
        </ul>
        <div className="lander-gallery-light">
          <OfferRow offers={offers} />
        </div>
        <div className="text-center py-4">
          <Link to={signup} className="btn btn-secondary btn-lg fw-semibold">
            {t('landers.gallery.cta')}
          </Link>
        </div>
      </div>
    </div>
  );
}
