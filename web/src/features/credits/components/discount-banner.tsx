import { useTranslation } from 'react-i18next';
import type { Discount } from '../../../../../shared/contracts/payments.ts';
import { formatDate } from '../../../lib/format-date.ts';

/** The discount the prices carry: the time bonus, the welcome discount or a typed code. */
export function DiscountBanner({ discount }: { discount: Discount }) {
  const { t, i18n } = useTranslation();
  const until = discount.expires
    ? formatDate(i18n.language, discount.expires, { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  return (
    <div
      className="alert alert-success d-flex flex-wrap gap-2 align-items-center"
      role="status"
      data-testid="discount-banner"
    >
      <span className="badge text-bg-success fs-6">-{discount.percentage}%</span>
      <span>{t(`credits.discount_${discount.source}`, { percentage: discount.percentage, code: discount.code })}</span>
      {until && <span className="small text-body-secondary">{t('credits.valid_until', { date: until })}</span>}
    </div>
  );
}
