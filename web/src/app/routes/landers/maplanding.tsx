import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TownMap } from '../../../features/showcase/components/maplanding-town-map.tsx';
import { ShowcaseGrid } from '../../../features/showcase/components/showcase-grid.tsx';
import './maplanding.scss';
import { useLander } from '../../use-lander.ts';

/** The map lander: the towns around the place (town centres only) on a drawn map, then the place's members. */
export function Component() {
  const { t } = useTranslation();
  const { place, towns, headline, lead, placeName, signup, slug } = useLander();
  return (
    <div className="maplanding">
      <div className="container py-3 py-md-4">
        <div className="row g-3 g-lg-4 align-items-center">
          <div className="col-lg-5">
            <h1 className="maplanding-headline">{headline}</h1>
            <p className="lead mb-3">{lead}</p>
            <Link to={signup} className="btn btn-secondary btn-lg fw-semibold d-none d-lg-inline-block">
              {t('showcase.cta')}
            </Link>
          </div>
          {towns.length > 0 && (
            <section className="col-lg-7" aria-labelledby="maplanding-towns">
              <div className="maplanding-map card border-0 shadow-sm">
                <div className="card-body p-2 p-md-3">
                  <h2 id="maplanding-towns" className="h6 mb-1">
                    {t('landers.maplanding.towns_title')}
                  </h2>
                  <p className="small text-body-secondary mb-2">{t('landers.maplanding.pick_town')}</p>
                  <TownMap towns={towns} current={place?.kind === 'town' ? place.slug : undefined} />
                  <p className="small text-body-secondary mb-0 mt-2">{t('landers.maplanding.map_note')}</p>
                </div>
              </div>
            </section>
          )}
        </div>
        <h2 className="h4 mt-4 mb-3">
          {placeName ? t('landers.maplanding.members_in', { place: placeName }) : t('landers.maplanding.members_title')}
        </h2>
        <ShowcaseGrid slug={slug} />
      </div>
    </div>
  );
}
