import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferRow } from '../../../features/showcase/components/offer-row.tsx';
import { PhotoCard } from '../../../features/showcase/components/photo-card.tsx';
import './alonetonight.scss';
import { useLander } from '../../use-lander.ts';

/** Cards in a phone's first screen below the hero (one row of two): their photos load at once. */
const FIRST_SCREEN_CARDS = 2;

/**
 * /landers/alonetonight/:slug?: "alone tonight?" under a night sky, how many members are free tonight near the place,
 * then those members, each a way into signup.
 */
export function Component() {
  const { t } = useTranslation();
  const { profiles, offers, placeName, headline, lead, signup } = useLander();
  return (
    <div className="lander-tonight">
      <section className="lander-tonight-hero">
        <div className="container">
          <p className="lander-tonight-eyebrow">{t('landers.alonetonight.eyebrow')}</p>
          <h1>{headline}</h1>
          <p className="lander-tonight-lead">{lead}</p>
          <p className="lander-tonight-count" data-testid="tonight-count">
            <span className="lander-tonight-dot" aria-hidden="true" />
            {placeName
              ? t('landers.alonetonight.available_in', { count: profiles.length, place: placeName })
              : t('landers.alonetonight.available', { count: profiles.length })}
          </p>
          <Link to={signup} className="btn btn-light btn-lg fw-semibold" data-testid="lander-cta">
            {t('landers.alonetonight.cta')}
          </Link>
        </div>
      </section>
      <div className="container py-4">
        <ul className="lander-tonight-grid list-unstyled">
          {profiles.map((member, index) => (
            <li key={member.id}>
              <PhotoCard
                member={member}
                sizes="(max-width: 767px) 50vw, 25vw"
                firstScreen={index < FIRST_SCREEN_CARDS}
                className="lander-tonight-card"
              >
                <span className="lander-tonight-free">
                  <span className="lander-tonight-dot" aria-hidden="true" />
                  {t('landers.alonetonight.free')}
                </span>
              </PhotoCard>
            </li>
          ))}
        </ul>
        <OfferRow offers={offers} />
        <div className="text-center my-4">
          <Link to={signup} className="btn btn-secondary btn-lg fw-semibold">
            {t('showcase.cta')}
          </Link>
        </div>
      </div>
    </div>
  );
}
