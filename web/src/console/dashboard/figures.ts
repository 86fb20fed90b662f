import {
  DASHBOARD_COUNTS,
  type DashboardCount,
  type DashboardResponse,
} from '../../../../shared/contracts/dashboard.ts';

const DAY_MS = 86_400_000;

/** The figures of one day over the sites and sources shown: each count, and the net revenue per currency in cents. */
export interface DayFigures {
  day: string;
  counts: Record<DashboardCount, number>;
  netCents: Record<string, number>;
}

const noCounts = () =>
  Object.fromEntries(DASHBOARD_COUNTS.map((count) => [count, 0])) as Record<DashboardCount, number>;

/** Every day of the range (none left out, a day without figures at zero), and the currencies that had revenue. */
export function figuresByDay(data: DashboardResponse): { days: DayFigures[]; currencies: string[] } {
  const days = new Map<string, DayFigures>();
  for (let at = Date.parse(data.from); at <= Date.parse(data.to); at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.set(day, { day, counts: noCounts(), netCents: {} });
  }
  for (const row of data.rows) {
    const figures = days.get(row.day);
    if (figures) for (const count of DASHBOARD_COUNTS) figures.counts[count] += row[count];
  }
  const currencies = new Set<string>();
  for (const row of data.revenue) {
    const figures = days.get(row.day);
    if (!figures) continue;
    currencies.add(row.currency);
    figures.netCents[row.currency] = (figures.netCents[row.currency] ?? 0) + row.net_cents;
  }
  return { days: [...days.values()], currencies: [...currencies].sort() };
}

/**
 * The totals of the range. Active members are summed over the days: a member active on two days counts twice
 * (member-days), as the table's column does.
 */
export function totalsOf(days: DayFigures[], currencies: string[]): Omit<DayFigures, 'day'> {
  const counts = noCounts();
  const netCents = Object.fromEntries(currencies.map((currency) => [currency, 0]));
  for (const day of days) {
    for (const count of DASHBOARD_COUNTS) counts[count] += day.counts[count];
    for (const currency of currencies) netCents[currency]! += day.netCents[currency] ?? 0;
  }
  return { counts, netCents };
}

/** The figures of one traffic source over the range: each count, and the net revenue per currency in cents. */
export interface SourceFigures {
  source: string;
  counts: Record<DashboardCount, number>;
  netCents: Record<string, number>;
}

/** The range's figures per traffic source (the first touch's or signup's network, or "none"), by source name. */
export function figuresBySource(data: DashboardResponse): SourceFigures[] {
  const sources = new Map<string, SourceFigures>();
  const of = (source: string) => {
    let figures = sources.get(source);
    if (!figures) sources.set(source, (figures = { source, counts: noCounts(), netCents: {} }));
    return figures;
  };
  for (const row of data.rows) {
    const figures = of(row.source);
    for (const count of DASHBOARD_COUNTS) figures.counts[count] += row[count];
  }
  for (const row of data.revenue) {
    const figures = of(row.source);
    figures.netCents[row.currency] = (figures.netCents[row.currency] ?? 0) + row.net_cents;
  }
  return [...sources.values()].sort((a, b) => a.source.localeCompare(b.source));
}

/** Signups per visit, as a fraction; undefined without visits. */
export const conversionOf = ({ visits, signups }: Record<DashboardCount, number>) =>
  visits > 0 ? signups / visits : undefined;

/** An amount in cents as money of its currency, in the reader's language. */
export const formatCents = (language: string, cents: number, currency: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
