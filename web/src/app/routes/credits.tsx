import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useBundles } from '../../features/credits/api/bundles.ts';
import { BundleList } from '../../features/credits/components/bundle-list.tsx';
import { DiscountBanner } from '../../features/credits/components/discount-banner.tsx';
import { useUser } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';

/** /credits: the bundles with the member's discount, the balance, the repeat order and the transactions. */
export function Component() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const bundles = useBundles();
  return (
    <div className="container py-4" data-testid="credits-page">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <h1 className="h3 mb-0 me-auto">{t('credits.title')}</h1>
        {user && (
          <span className="text-body-secondary" data-testid="credit-balance">
            {t('credits.balance', { count: user.credits })}
          </span>
        )}
      </div>
      <p className="text-body-secondary">{t(user?.paid_user ? 'credits.intro_premium' : 'credits.intro')}</p>
      <ErrorAlert message={bundles.error?.message} />
      {bundles.isPending && !bundles.error && <PageLoading />}
      {bundles.data?.discount && <DiscountBanner discount={bundles.data.discount} />}
      {bundles.data && <BundleList bundles={bundles.data.bundles} chooseLabel={t('credits.choose')} />}
      {user && (
        <div className="d-flex flex-wrap gap-3 mt-4">
          {bundles.data?.repeat_order && (
            <Link className="btn btn-secondary" to={paths['credits-repeat-order']()}>
              {t('credits.repeat_order')}
            </Link>
          )}
          <Link className="btn btn-link" to={paths.transactions()}>
            {t('credits.transactions')}
          </Link>
        </div>
      )}
    </div>
  );
}
