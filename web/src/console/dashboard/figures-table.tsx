import { useTranslation } from 'react-i18next';
import { DASHBOARD_COUNTS } from '../../../../shared/contracts/dashboard.ts';
import { formatDate } from '../../lib/format-date.ts';
import { DashboardTable } from './dashboard-table.tsx';
import { CountCells, RevenueCells } from './figure-cells.tsx';
import { type DayFigures, totalsOf } from './figures.ts';

/** The figures per day with the range's totals below: the charts' numbers as text. */
export function FiguresTable({ days, currencies }: { days: DayFigures[]; currencies: string[] }) {
  const { t, i18n } = useTranslation();
  const totals = totalsOf(days, currencies);
  const cells = (figures: Omit<DayFigures, 'day'>) => (
    <>
      <CountCells names={DASHBOARD_COUNTS} counts={figures.counts} />
      <RevenueCells currencies={currencies} netCents={figures.netCents} />
    </>
  );
  return (
    <DashboardTable
      testId="figures-table"
      caption={t('console.dashboard.table_caption')}
      rowsHeading={t('console.dashboard.day')}
      headings={DASHBOARD_COUNTS.map((count) => t(`console.dashboard.figures.${count}`))}
      currencies={currencies}
    >
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
    </DashboardTable>
  );
}
