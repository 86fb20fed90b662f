import { useTranslation } from 'react-i18next';
import { DashboardTable } from './dashboard-table.tsx';
import { CountCells, RevenueCells } from './figure-cells.tsx';
import { type SourceFigures, conversionOf } from './figures.ts';

/** The figures a traffic source is judged by, each column beside visits. */
const SOURCE_COUNTS = ['visits', 'signups', 'activations', 'first_payments'] as const;

/**
 * The range per traffic source: visits, signups, the conversion (signups per visit, where there were visits),
 * activations, first payments and net revenue.
 */
export function SourcesTable({ sources, currencies }: { sources: SourceFigures[]; currencies: string[] }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <DashboardTable
      testId="sources-table"
      caption={t('console.dashboard.sources_caption')}
      rowsHeading={t('console.dashboard.source')}
      headings={[
        ...SOURCE_COUNTS.map((count) => t(`console.dashboard.figures.${count}`)),
        t('console.dashboard.conversion'),
      ]}
      currencies={currencies}
    >
      <tbody>
        {sources.map(({ source, counts, netCents }) => {
          const conversion = conversionOf(counts);
          return (
            <tr key={source}>
              <th scope="row" className="fw-normal text-break">
                {source === 'none' ? t('console.dashboard.no_source') : source}
              </th>
              <CountCells names={SOURCE_COUNTS} counts={counts} />
              <td className="text-end">{conversion === undefined ? '–' : percent.format(conversion)}</td>
              <RevenueCells currencies={currencies} netCents={netCents} />
            </tr>
          );
        })}
      </tbody>
    </DashboardTable>
  );
}
