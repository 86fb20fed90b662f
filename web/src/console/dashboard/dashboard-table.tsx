import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DashboardTableProps {
  testId: string;
  caption: string;
  /** The heading of the first column, whose cells name the rows (a day, a traffic source). */
  rowsHeading: string;
  /** The headings of the figures' columns before the revenue's. */
  headings: string[];
  /** A column of net revenue per currency, last. */
  currencies: string[];
  /** The table's body (and foot). */
  children: ReactNode;
}

/** A table of the dashboard's figures: its caption above, a row's name first, its figures, then its revenue. */
export function DashboardTable({ testId, caption, rowsHeading, headings, currencies, children }: DashboardTableProps) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped bg-white" data-testid={testId}>
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowsHeading}</th>
            {headings.map((heading) => (
              <th scope="col" key={heading} className="text-end">
                {heading}
              </th>
            ))}
            {currencies.map((currency) => (
              <th scope="col" key={currency} className="text-end">
                {t('console.dashboard.revenue_in', { currency })}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
