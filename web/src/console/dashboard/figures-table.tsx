import { useTranslation } from 'react-i18next';
import { DASHBOARD_COUNTS } from '../../../../shared/contracts/dashboard.ts';
import { formatDate } from '../../lib/format-date.ts';
import { type DayFigures, formatCents, totalsOf } from './figures.ts';

/** The figures per day with the range's totals below: the charts' numbers as text. */
export function FiguresTable({ days, currencies }: { days: DayFigures[]; currencies: string[] }) {
  const { t, i18n } = useTranslation();
  const totals = totalsOf(days, currencies);
  const cells = (figures: Omit<DayFigures, 'day'>) => (
    <>
      {DASHBOARD_COUNTS.map((count) => (
        <td key={count} className="text-end">
          {figures.counts[count].toLocaleString(i18n.language)}
        </td>
      ))}
      {currencies.map((currency) => (
        <td key={currency} className="text-end text-nowrap">
          {formatCents(i18n.language, figures.netCents[currency] ?? 0, currency)}
        </td>
      ))}
    </>
  );
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped bg-white" data-testid="figures-table">
        <caption className="caption-top">{t('console.dashboard.table_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.dashboard.day')}</th>
            {DASHBOARD_COUNTS.map((count) => (
              <th scope="col" key={count} className="text-end">
                {t(`console.dashboard.figures.${count}`)}
              </th>
            ))}
            {currencies.map((currency) => (
              <th scope="col" key={currency} className="text-end">
                {t('console.dashboard.revenue_in', { currency })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((figures) => (
            <tr key={figures.day}>
              <th scope="row" className="fw-normal text-nowrap">
                {formatDate(i18n.language, `${figures.day}T12:00:00Z`, { dateStyle: 'medium' })}
              </th>
              {cells(figures)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <th scope="row">{t('console.dashboard.total')}</th>
            {cells(totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
