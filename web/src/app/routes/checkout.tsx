import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Discount } from '../../../../shared/contracts/payments.ts';
import { type PaymentMethod, isPaymentMethod } from '../../../../shared/payment-methods.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { usePaymentMethods } from '../../features/credits/api/bundles.ts';
import { useStartPayment } from '../../features/credits/api/payments.ts';
import { DiscountBanner } from '../../features/credits/components/discount-banner.tsx';
import { DiscountCodeForm } from '../../features/credits/components/discount-code-form.tsx';
import { MethodList } from '../../features/credits/components/method-list.tsx';
import { formatMoney } from '../../features/credits/components/money.ts';
import { NoBundle } from '../../features/credits/components/no-bundle.tsx';
import { useChosenBundle } from '../../features/credits/hooks/use-chosen-bundle.ts';
import { paths } from '../../lib/paths.ts';

/** /credits/{id}/{paymentmethod?}: the chosen bundle, the payment country and method, a code, and pay. */
export function Component() {
  const { id = '', paymentmethod } = useParams();
  const { t, i18n } = useTranslation();
  const [country, setCountry] = useState<string>();
  const [typed, setTyped] = useState<Discount>();
  const [chosen, setChosen] = useState<PaymentMethod | undefined>(
    paymentmethod && isPaymentMethod(paymentmethod) ? paymentmethod : undefined,
  );
  const { bundles, bundle } = useChosenBundle(id, typed?.code);
  const methods = usePaymentMethods(id, country);
  const pay = useStartPayment();
  const offered = methods.data?.methods ?? [];
  const method = chosen && offered.includes(chosen) ? chosen : offered[0];
  const discount = typed ?? bundles.data?.discount ?? undefined;
  if (bundles.isPending || methods.isPending) return <PageLoading />;
  if (!bundle) return <NoBundle error={bundles.error} />;
  if (methods.data?.unavailable === 'payments') {
    return (
      <div className="container py-4 narrow-page" data-testid="checkout-page">
        <h1 className="h3 mb-3">{t('checkout.title')}</h1>
        <p className="alert alert-info" role="status" data-testid="checkout-unavailable">
          {t('checkout.payments_unavailable')}
        </p>
        <Link to={paths.credits()}>{t('checkout.back_to_bundles')}</Link>
      </div>
    );
  }
  const money = (cents: number) => formatMoney(cents, bundle.currency, i18n.language);
  return (
    <div className="container py-4 narrow-page" data-testid="checkout-page">
      <h1 className="h3 mb-3">{t('checkout.title')}</h1>
      <div className="card mb-3">
        <div className="card-body d-flex justify-content-between align-items-baseline">
          <span className="fw-semibold">{t('credits.bundle_credits', { count: bundle.credits })}</span>
          <span>
            {bundle.price_cents < bundle.original_price_cents && (
              <s className="text-body-secondary me-2">{money(bundle.original_price_cents)}</s>
            )}
            <span className="fs-4 fw-semibold" data-testid="checkout-total">
              {money(bundle.price_cents)}
            </span>
          </span>
        </div>
      </div>
      {discount && !typed && <DiscountBanner discount={discount} />}
      <ErrorAlert message={methods.error?.message ?? pay.error?.message} />
      {methods.data && methods.data.countries.length > 1 && (
        <div className="mb-3">
          <label className="form-label" htmlFor="payment-country">
            {t('checkout.country')}
          </label>
          <select
            id="payment-country"
            className="form-select"
            value={methods.data.country}
            onChange={(event) => setCountry(event.target.value)}
          >
            {methods.data.countries.map((code) => (
              <option key={code} value={code}>
                {new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code)}
              </option>
            ))}
          </select>
        </div>
      )}
      {methods.data?.unavailable === 'direct_debit' && (
        <p className="alert alert-info" role="status" data-testid="checkout-unavailable">
          {t('checkout.direct_debit_unavailable')}
        </p>
      )}
      <MethodList methods={offered} value={method} onChange={setChosen} />
      <DiscountCodeForm
        order={{ bundle_id: bundle.id, method, country: methods.data?.country }}
        applied={typed}
        onApplied={setTyped}
      />
      {method === 'sdd' ? (
        <Link
          className="btn btn-primary btn-lg w-100"
          to={paths.directdebit(bundle.id, methods.data?.country)}
          data-testid="to-direct-debit"
        >
          {t('checkout.to_direct_debit')}
        </Link>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-lg w-100"
          disabled={!method || pay.isPending || pay.isSuccess}
          data-testid="pay"
          onClick={() =>
            method &&
            pay.mutate({ bundle_id: bundle.id, method, discount_code: typed?.code, country: methods.data?.country })
          }
        >
          {t('checkout.pay', { price: money(bundle.price_cents) })}
        </button>
      )}
      <p className="small text-body-secondary mt-3">{t('checkout.note')}</p>
    </div>
  );
}
