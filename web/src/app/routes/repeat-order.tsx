import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useBundles } from '../../features/credits/api/bundles.ts';
import { useStartPayment } from '../../features/credits/api/payments.ts';
import { formatMoney } from '../../features/credits/components/money.ts';
import { paths } from '../../lib/paths.ts';

/** /credits/repeat-order: the last bundle with the last method, paid with one tap. */
export function Component() {
  const { t, i18n } = useTranslation();
  const bundles = useBundles();
  const pay = useStartPayment();
  const repeat = bundles.data?.repeat_order;
  const bundle = repeat && bundles.data?.bundles.find((b) => b.id === repeat.bundle_id);
  if (bundles.isPending) return <PageLoading />;
  return (
    <div className="container py-4 narrow-page" data-testid="repeat-order-page">
      <h1 className="h3 mb-3">{t('repeat_order.title')}</h1>
      <ErrorAlert message={bundles.error?.message ?? pay.error?.message} />
      {repeat && bundle ? (
        <div className="card">
          <div className="card-body text-center">
            <p className="fs-4 fw-semibold mb-1">{t('credits.bundle_credits', { count: bundle.credits })}</p>
            <p className="mb-3">
              {t('repeat_order.with', {
                price: formatMoney(bundle.price_cents, bundle.currency, i18n.language),
                method: t(`payment_methods.${repeat.method}`),
              })}
            </p>
            <button
              type="button"
              className="btn btn-primary btn-lg w-100"
              disabled={pay.isPending || pay.isSuccess}
              data-testid="repeat-pay"
              onClick={() => pay.mutate({ bundle_id: bundle.id, method: repeat.method })}
            >
              {t('repeat_order.pay')}
            </button>
            <Link className="btn btn-link mt-2" to={paths['credits-id-paymentmethod'](bundle.id)}>
              {t('repeat_order.other_method')}
            </Link>
          </div>
        </div>
      ) : (
        <div className="text-center py-4">
          <p className="lead">{t('repeat_order.none')}</p>
          <Link className="btn btn-primary" to={paths.credits()}>
            {t('checkout.back_to_bundles')}
          </Link>
        </div>
      )}
    </div>
  );
}
