import { useTranslation } from 'react-i18next';
import { PREMIUM_CLAIM_PERCENTAGE, PHOTO_LIMIT_PREMIUM } from '../../../../shared/constants.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useBundles } from '../../features/credits/api/bundles.ts';
import { BundleList } from '../../features/credits/components/bundle-list.tsx';
import { DiscountBanner } from '../../features/credits/components/discount-banner.tsx';

const BENEFITS = ['messages', 'photos', 'uploads', 'conversations'] as const;

/** /premium: what premium gives ("46% more chance"), and the bundles as premium packages. */
export function Component() {
  const { t } = useTranslation();
  const bundles = useBundles();
  return (
    <div className="container py-4" data-testid="premium-page">
      <div className="text-center mb-4">
        <h1 className="h3">{t('premium.title')}</h1>
        <p className="lead fw-semibold text-primary mb-2" data-testid="premium-claim">
          {t('premium.claim', { percentage: PREMIUM_CLAIM_PERCENTAGE })}
        </p>
        <ul className="list-unstyled d-inline-block text-start mb-0">
          {BENEFITS.map((benefit) => (
            <li key={benefit}>
              <span aria-hidden="true" className="text-success me-2">
                ✓
              </span>
              {t(`premium.benefit_${benefit}`, { count: PHOTO_LIMIT_PREMIUM })}
            </li>
          ))}
        </ul>
      </div>
      <ErrorAlert message={bundles.error?.message} />
      {bundles.isPending && !bundles.error && <PageLoading />}
      {bundles.data?.discount && <DiscountBanner discount={bundles.data.discount} />}
      {bundles.data && <BundleList bundles={bundles.data.bundles} chooseLabel={t('premium.choose')} />}
      <p className="small text-body-secondary mt-3">{t('premium.note')}</p>
    </div>
  );
}
