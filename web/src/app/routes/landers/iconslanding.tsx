import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconsFeatureGrid } from '../../../features/showcase/components/icons-feature-grid.tsx';
import { IconsMemberCircles } from '../../../features/showcase/components/icons-member-circles.tsx';
import { OfferRow } from '../../../features/showcase/components/offer-row.tsx';
import './iconslanding.scss';
import { useLander } from '../../use-lander.ts';

/** /landers/iconslanding/:slug?: what the site offers as a grid of icons, then the members who are already there. */
export function Component() {
  const { t } = useTranslation();
  const { profiles, offers, headline, lead, signup } = useLander();
  return (
    <div className="lander-icons">
      <section className="lander-icons-hero">
        <div className="container">
          <h1>{headline}</h1>
          <p className="lander-icons-lead">{lead}</p>
          <IconsFeatureGrid />
          <Link to={signup} className="btn btn-secondary btn-lg fw-semibold" data-testid="lander-cta">
            {t('showcase.cta')}
          </Link>
        </div>
      </section>
      <section className="container py-4" aria-labelledby="icons-members-title">
        <h2 className="lander-icons-members-title" id="icons-members-title">
          {t('landers.icons.members')}
        </h2>
        <IconsMemberCircles members={profiles} />
        <OfferRow offers={offers} />
        <div className="text-center my-4">
          <Link to={signup} className="btn btn-primary btn-lg fw-semibold">
            {t('landers.icons.cta')}
          </Link>
        </div>
      </section>
    </div>
  );
}
