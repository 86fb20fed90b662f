import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PREMIUM_CLAIM_PERCENTAGE, PHOTO_LIMIT_PREMIUM } from '../../../../shared/constants.ts';
import type { User } from '../../../../shared/contracts/auth.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useBundles } from '../../features/credits/api/bundles.ts';
import { BundleList } from '../../features/credits/components/bundle-list.tsx';
import { DiscountBanner } from '../../features/credits/components/discount-banner.tsx';
import { useUser } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';

const BENEFITS = ['messages', 'photos', 'uploads', 'conversations'] as const;

function Benefits() {
  const { t } = useTranslation();
  return (
    <ul className="list-unstyled d-inline-block text-start mb-0" data-testid="premium-benefits">
      {BENEFITS.map((benefit) => (
        <li key={benefit}>
          <span aria-hidden="true" className="text-success me-2">
            ✓
          </span>
          {t(`premium.benefit_${benefit}`, { count: PHOTO_LIMIT_PREMIUM })}
        </li>
      ))}
    </ul>
  );
}

/**
 * /premium: what premium gives ("46% more chance"), and the bundles as premium packages; a premium member is told
 * they are one and what it gives them, with their credits and a way to add some, instead of the offer.
 */
export function Component() {
  const { data: user } = useUser();
  return user?.paid_user ? <PremiumMember user={user} /> : <PremiumOffer />;
}

function PremiumMember({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="container py-4 narrow-page text-center" data-testid="premium-member">
      <h1 className="h3">{t('premium.member_title')}</h1>
      <p className="lead">{t('premium.member_intro')}</p>
      <Benefits />
      <p className="mt-4 mb-3 text-body-secondary" data-testid="credit-balance">
        {t('credits.balance', { count: user.credits })}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link className="btn btn-primary" to={paths.credits()}>
          {t('premium.buy_credits')}
        </Link>
        <Link className="btn btn-outline-primary" to={paths.members()}>
          {t('nav.search_members')}
        </Link>
      </div>
    </div>
  );
}

function PremiumOffer() {
  const { t } = useTranslation();
  const bundles = useBundles();
  return (
    <div className="container py-4" data-testid="premium-page">
      <div className="text-center mb-4">
        <h1 className="h3">{t('premium.title')}</h1>
        <p className="lead fw-semibold text-primary mb-2" data-testid="premium-claim">
          {t('premium.claim', { percentage: PREMIUM_CLAIM_PERCENTAGE })}
        </p>
        <Benefits />
      </div>
      <ErrorAlert message={bundles.error?.message} />
      {bundles.isPending && !bundles.error && <PageLoading />}
      {bundles.data?.discount && <DiscountBanner discount={bundles.data.discount} />}
      {bundles.data && <BundleList bundles={bundles.data.bundles} chooseLabel={t('premium.choose')} />}
      <p className="small text-body-secondary mt-3">{t('premium.note')}</p>
    </div>
  );
}
