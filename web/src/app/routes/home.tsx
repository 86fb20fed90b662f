import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepIcon } from '../../components/icons/step-icons.tsx';
import { ShowcaseGrid } from '../../features/showcase/components/showcase-grid.tsx';
import { useNicheWording } from '../../features/showcase/hooks/use-niche-wording.ts';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { SIGNUP_MODAL_PARAM } from '../../../../shared/page-routes.ts';
import { OwnCompleteness } from '../own-completeness.tsx';

const STEPS = ['profile', 'search', 'chat'] as const;
/** A member's members who fit them: its own chunk, never part of a visitor's first screen. */
const HomeMembers = lazy(() => import('./home-members.tsx'));
/** Members the home page shows a visitor: two rows on a desktop, four on a phone. */
const HOME_MEMBERS = 8;

/**
 * The home page: the site's own title and description under its niche's headline (decision 032); for a visitor, the
 * members the niche puts forward (tiles that open signup), for a member those who fit them (decision 035); how it
 * works and the safety note.
 */
export function Component() {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { data: user } = useSuspenseQuery(userQuery);
  const wording = useNicheWording();
  useEffect(() => {
    document.title = settings.index_title;
  }, [settings.index_title]);
  return (
    <>
      <section className="hero text-white" data-testid="home-hero">
        <div className="container hero-inner">
          <p className="hero-kicker fw-semibold text-uppercase small mb-2" data-testid="home-niche-headline">
            {wording.headline}
          </p>
          <h1 className="display-5 fw-bold">{settings.index_title}</h1>
          <p className="lead hero-lead">{settings.description}</p>
          <div className="d-flex flex-wrap gap-2">
            {user ? (
              <>
                <Link to={paths.members()} className="btn btn-secondary btn-lg fw-semibold">
                  {t('nav.search_members')}
                </Link>
                <Link to={paths.profile()} className="btn btn-outline-light btn-lg">
                  {t('nav.my_profile')}
                </Link>
              </>
            ) : (
              <>
                <Link
                  to={`?${SIGNUP_MODAL_PARAM}=1`}
                  className="btn btn-secondary btn-lg fw-semibold"
                  data-testid="home-signup"
                >
                  {t('home.cta_signup')}
                </Link>
                <Link to={paths.login()} className="btn btn-outline-light btn-lg">
                  {t('home.cta_login')}
                </Link>
              </>
            )}
          </div>
        </div>
      </section>
      {user && (
        <>
          <div className="container">
            <OwnCompleteness hideWhenComplete className="mt-4" />
          </div>
          <Suspense fallback={null}>
            <HomeMembers />
          </Suspense>
        </>
      )}
      {!user && (
        <section className="container pt-5" data-testid="home-members">
          <h2 className="h3 text-center">{t('niches.home_members')}</h2>
          <p className="text-center text-body-secondary mb-4">{wording.lead}</p>
          <Suspense fallback={null}>
            <ShowcaseGrid limit={HOME_MEMBERS} />
          </Suspense>
        </section>
      )}
      <section className="container py-5">
        <h2 className="h3 text-center mb-4">{t('home.steps_title')}</h2>
        <div className="row g-4">
          {STEPS.map((step) => (
            <div className="col-md-4" key={step}>
              <div className="card h-100 border-0 shadow-sm">
                <div className="card-body">
                  <StepIcon name={step} />
                  <h3 className="h5">{t(`home.step_${step}_title`)}</h3>
                  <p className="mb-0 text-body-secondary">{t(`home.step_${step}_text`)}</p>
                </div>
              </div>
            </div>
          ))}
        </div>
        <div className="safety card border-0 mt-4">
          <div className="card-body">
            <h2 className="h5">{t('home.safety_title')}</h2>
            <p className="mb-0">{t('home.safety_text')}</p>
          </div>
        </div>
      </section>
    </>
  );
}
