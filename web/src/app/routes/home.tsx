import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepIcon } from '../../components/icons/step-icons.tsx';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { SIGNUP_MODAL_PARAM } from '../../../../shared/page-routes.ts';

const STEPS = ['profile', 'search', 'chat'] as const;

export function Component() {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { data: user } = useSuspenseQuery(userQuery);
  useEffect(() => {
    document.title = settings.index_title;
  }, [settings.index_title]);
  return (
    <>
      <section className="hero text-white" data-testid="home-hero">
        <div className="container hero-inner">
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
