import {
  DASHBOARD_COUNTS,
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  type DashboardCount,
  type DashboardQuery,
  type DashboardResponse,
  type DashboardRow,
  daysBetween,
} from '../../../shared/contracts/dashboard.ts';
import { fieldMessage } from '../../../shared/contracts/messages.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import * as repo from './dashboard.repo.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The console's figures: visits, signups, activations, first payments, revenue, messages and active members per day (in each
 * site's time zone), site and traffic source. One grouped query per figure, merged here into one row per day, site
 * and source.
 */
export class DashboardFigures {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async figures(query: DashboardQuery): Promise<DashboardResponse> {
    const siteList = await repo.listSites(this.db);
    const range = this.rangeOf(query, siteList);
    const [visits, signups, activations, firstPayments, messages, active, revenue] = await Promise.all([
      repo.countVisits(this.db, range),
      repo.countSignups(this.db, range),
      repo.countActivations(this.db, range),
      repo.countFirstPayments(this.db, range),
      repo.countMessages(this.db, range),
      repo.countActiveMembers(this.db, range),
      repo.sumRevenue(this.db, range),
    ]);
    const rows = new Rows();
    for (const [figure, counts] of [
      ['visits', visits],
      ['signups', signups],
      ['activations', activations],
      ['first_payments', firstPayments],
      ['active_members', active],
    ] as const)
      for (const { count, ...key } of counts) rows.of(key)[figure] = count;
    for (const { byMembers, byFictional, ...key } of messages) {
      const row = rows.of(key);
      row.member_messages = byMembers;
      row.fictional_messages = byFictional;
    }
    return {
      from: range.from,
      to: range.to,
      sites: siteList.map(({ id, name }) => ({ id, name })),
      rows: rows.sorted(),
      revenue: revenue
        .map(({ day, siteId, source, currency, grossCents, reversedCents }) => ({
          day,
          site_id: siteId,
          source,
          currency,
          gross_cents: grossCents,
          reversed_cents: reversedCents,
          net_cents: grossCents - reversedCents,
        }))
        .sort((a, b) => rowOrder(a, b) || a.currency.localeCompare(b.currency)),
    };
  }

  /**
   * The days asked for: up to today and 30 days back unless said (today of the site asked for, or the latest today of
   * all sites: in Amsterdam at 00:30 the day's signups are shown though UTC is still on yesterday); more than 366, or
   * an end before the start, refused.
   */
  private rangeOf(query: DashboardQuery, siteList: { id: string; timeZone: string }[]): repo.FigureRange {
    const to = query.to ?? this.today(siteList.filter((site) => !query.site_id || site.id === query.site_id));
    const from = query.from ?? isoDay(Date.parse(to) - (DASHBOARD_DEFAULT_DAYS - 1) * DAY_MS);
    const days = daysBetween(from, to);
    if (days < 1) throw fieldError('to', 'validation.invalid_date');
    if (days > DASHBOARD_MAX_DAYS)
      throw fieldError('to', fieldMessage('validation.too_big', { count: DASHBOARD_MAX_DAYS }));
    return { from, to, siteId: query.site_id };
  }

  /** The latest date (YYYY-MM-DD) it is now in the sites' time zones; the UTC date without sites. */
  private today(siteList: { timeZone: string }[]): string {
    const now = this.clock();
    const utc = isoDay(now.getTime());
    const dates = siteList.map(({ timeZone }) => {
      try {
        return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
      } catch {
        return utc;
      }
    });
    return dates.length ? dates.reduce((latest, date) => (date > latest ? date : latest)) : utc;
  }
}

const noCounts = () =>
  Object.fromEntries(DASHBOARD_COUNTS.map((count) => [count, 0])) as Record<DashboardCount, number>;

const rowOrder = (a: Omit<DashboardRow, DashboardCount>, b: Omit<DashboardRow, DashboardCount>) =>
  a.day.localeCompare(b.day) || a.site_id.localeCompare(b.site_id) || a.source.localeCompare(b.source);

/** The rows by day, site and source, each made with every count at zero when first named. */
class Rows {
  private readonly byKey = new Map<string, DashboardRow>();

  of({ day, siteId, source }: { day: string; siteId: string; source: string }): DashboardRow {
    const key = `${day}|${siteId}|${source}`;
    let row = this.byKey.get(key);
    if (!row) {
      row = { day, site_id: siteId, source, ...noCounts() };
      this.byKey.set(key, row);
    }
    return row;
  }

  sorted(): DashboardRow[] {
    return [...this.byKey.values()].sort(rowOrder);
  }
}
