import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Bundle } from '../../../../../shared/contracts/payments.ts';
import { paths } from '../../../lib/paths.ts';
import { formatMoney } from './money.ts';

/** One bundle: credits, price (the original struck through under a discount), ribbons, and the way to checkout. */
export function BundleCard({ bundle, chooseLabel }: { bundle: Bundle; chooseLabel: string }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, bundle.currency, i18n.language);
  const discounted = bundle.price_cents < bundle.original_price_cents;
  return (
    <div className={`card h-100 bundle-card${bundle.popular ? ' border-primary border-2' : ''}`} data-testid="bundle">
      {bundle.popular && (
        <span className="badge text-bg-primary position-absolute top-0 start-50 translate-middle">
          {t('credits.popular')}
        </span>
      )}
      <div className="card-body d-flex flex-column text-center">
        <h2 className="h4 card-title mb-1">{t('credits.bundle_credits', { count: bundle.credits })}</h2>
        {bundle.ribbon_percentage > 0 && (
          <p className="mb-2">
            <span className="badge text-bg-success">
              {t('credits.ribbon', { percentage: bundle.ribbon_percentage })}
            </span>
          </p>
        )}
        <p className="display-6 fw-semibold mb-0" data-testid="bundle-price">
          {money(bundle.price_cents)}
        </p>
        {discounted && (
          <p className="text-body-secondary mb-0">
            <s aria-label={t('credits.original_price', { price: money(bundle.original_price_cents) })}>
              {money(bundle.original_price_cents)}
            </s>
          </p>
        )}
        <p className="small text-body-secondary">
          {t('credits.per_credit', { price: money(Math.round(bundle.price_cents / bundle.credits)) })}
        </p>
        <Link
          className={`btn ${bundle.popular ? 'btn-primary' : 'btn-outline-primary'} mt-auto`}
          to={paths['credits-id-paymentmethod'](bundle.id)}
          aria-label={`${chooseLabel}: ${t('credits.bundle_credits', { count: bundle.credits })}`}
        >
          {chooseLabel}
        </Link>
      </div>
    </div>
  );
}
