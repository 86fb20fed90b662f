import { useTranslation } from 'react-i18next';
import type { DashboardCount } from '../../../../shared/contracts/dashboard.ts';
import { formatCents } from './figures.ts';

/** A row's counts named by `names`, each in its column, as numbers of the reader's language. */
export function CountCells({
  names,
  counts,
}: {
  names: readonly DashboardCount[];
  counts: Record<DashboardCount, number>;
}) {
  const { i18n } = useTranslation();
  return names.map((name) => (
    <td key={name} className="text-end">
      {counts[name].toLocaleString(i18n.language)}
    </td>
  ));
}

/** A row's net revenue, a column per currency (none: zero). */
export function RevenueCells({ currencies, netCents }: { currencies: string[]; netCents: Record<string, number> }) {
  const { i18n } = useTranslation();
  return currencies.map((currency) => (
    <td key={currency} className="text-end text-nowrap">
      {formatCents(i18n.language, netCents[currency] ?? 0, currency)}
    </td>
  ));
}
