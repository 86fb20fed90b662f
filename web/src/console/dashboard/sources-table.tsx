import { useTranslation } from 'react-i18next';
import { type SourceFigures, conversionOf, formatCents } from './figures.ts';

/** The figures a traffic source is judged by, each column beside visits. */
const SOURCE_COUNTS = ['visits', 'signups', 'activations', 'first_payments'] as const;

/**
 * The range per traffic source: visits, signups, the conversion (signups per visit, where there were visits),
 * activations, first payments and net revenue.
 */
export function SourcesTable({ sources, currencies }: { sources: SourceFigures[]; currencies: string[] }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped bg-white" data-testid="sources-table">
        <caption className="caption-top">{t('console.dashboard.sources_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.dashboard.source')}</th>
            {SOURCE_COUNTS.map((count) => (
              <th scope="col" key={count} className="text-end">
                {t(`console.dashboard.figures.${count}`)}
              </th>
            ))}
            <th scope="col" className="text-end">
              {t('console.dashboard.conversion')}
            </th>
            {currencies.map((currency) => (
              <th scope="col" key={currency} className="text-end">
                {t('console.dashboard.revenue_in', { currency })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sources.map(({ source, counts, netCents }) => {
            const conversion = conversionOf(counts);
            return (
              <tr key={source}>
                <th scope="row" className="fw-normal text-break">
                  {source === 'none' ? t('console.dashboard.no_source') : source}
                </th>
                {SOURCE_COUNTS.map((count) => (
                  <td key={count} className="text-end">
                    {number(counts[count])}
                  </td>
                ))}
                <td className="text-end">{conversion === undefined ? '–' : percent.format(conversion)}</td>
                {currencies.map((currency) => (
                  <td key={currency} className="text-end text-nowrap">
                    {formatCents(i18n.language, netCents[currency] ?? 0, currency)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
