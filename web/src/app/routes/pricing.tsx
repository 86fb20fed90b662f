import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useBundles } from '../../features/credits/api/bundles.ts';
import { LabelledRows } from '../../features/credits/components/labelled-rows.tsx';
import { formatMoney } from '../../features/credits/components/money.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

/** /pricing: the public price list (logged out too) and what each action costs in credits. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const bundles = useBundles();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  const costs = [
    ['message', settings.message_credits],
    ['photo', settings.photo_credits],
    ['gift', settings.gift_credits],
  ] as const;
  return (
    <div className="container py-4 narrow-page" data-testid="pricing-page">
      <h1 className="h3 mb-3">{t('pricing.title')}</h1>
      <p>{t('pricing.intro')}</p>
      <ErrorAlert message={bundles.error?.message} />
      {bundles.isPending && !bundles.error && <PageLoading />}
      {bundles.data && (
        <LabelledRows
          title={t('pricing.bundles')}
          rows={bundles.data.bundles.map((b) => ({
            key: b.id,
            label: t('credits.bundle_credits', { count: b.credits }),
            value: (
              <>
                <span className="fw-semibold">{money(b.original_price_cents, b.currency)}</span>
                <span className="d-block small text-body-secondary">
                  {t('credits.per_credit', {
                    price: money(Math.round(b.original_price_cents / b.credits), b.currency),
                  })}
                </span>
              </>
            ),
          }))}
        />
      )}
      <LabelledRows
        title={t('pricing.costs')}
        rows={costs.map(([action, credits]) => ({ key: action, label: t(`pricing.cost_${action}`), value: credits }))}
      />
      <p className="small text-body-secondary">{t('pricing.note')}</p>
    </div>
  );
}
