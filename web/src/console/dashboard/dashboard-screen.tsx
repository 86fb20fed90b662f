import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_COUNTS } from '../../../../shared/contracts/dashboard.ts';
import { translateFieldMessage } from '../../../../shared/contracts/messages.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { type DashboardFilter, useDashboard } from './dashboard-api.ts';
import { figuresByDay, figuresBySource } from './figures.ts';
import { FiguresTable } from './figures-table.tsx';
import { LineChart } from './line-chart.tsx';
import { SourcesTable } from './sources-table.tsx';

/** Why the figures were refused: the field's own message (a range too long) when there is one. */
function refusal(error: unknown, t: Parameters<typeof apiErrorText>[1]): string {
  const field = error instanceof ApiError ? Object.values(error.body.fields ?? {})[0] : undefined;
  return field ? translateFieldMessage(t, field) : apiErrorText(error, t);
}

/**
 * The dashboard (admins): visits, signups, activations, first payments, messages, active members and revenue per day
 * of a range (the last 30 days unless chosen), of one site or all, as lines and as a table with the totals; and the
 * range per traffic source, with its conversion.
 */
export function Component() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<DashboardFilter>({});
  const figures = useDashboard(filter);
  const shown = useMemo(() => (figures.data ? figuresByDay(figures.data) : undefined), [figures.data]);
  const sources = useMemo(() => (figures.data ? figuresBySource(figures.data) : undefined), [figures.data]);
  const charts = useMemo(() => {
    if (!shown) return undefined;
    const days = shown.days.map(({ day }) => day);
    const counts = DASHBOARD_COUNTS.map((count) => ({
      label: t(`console.dashboard.figures.${count}`),
      values: shown.days.map((day) => day.counts[count]),
    }));
    const revenue = shown.currencies.map((currency) => ({
      label: t('console.dashboard.revenue_in', { currency }),
      values: shown.days.map((day) => (day.netCents[currency] ?? 0) / 100),
    }));
    return { days, counts, revenue };
  }, [shown, t]);
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => (data.get(name) ? String(data.get(name)) : undefined);
    setFilter({ from: value('from'), to: value('to'), site_id: value('site_id') });
  };
  return (
    <>
      <h1 className="h3 mb-4">{t('console.dashboard.title')}</h1>
      <form className="row g-2 align-items-end mb-4" onSubmit={choose} aria-label={t('console.dashboard.filter')}>
        <div className="col-sm-4 col-lg-3">
          <label className="form-label small" htmlFor="dashboard-from">
            {t('console.dashboard.from')}
          </label>
          <input id="dashboard-from" name="from" type="date" className="form-control form-control-sm" />
        </div>
        <div className="col-sm-4 col-lg-3">
          <label className="form-label small" htmlFor="dashboard-to">
            {t('console.dashboard.to')}
          </label>
          <input id="dashboard-to" name="to" type="date" className="form-control form-control-sm" />
        </div>
        <div className="col-sm-4 col-lg-3">
          <label className="form-label small" htmlFor="dashboard-site">
            {t('console.dashboard.site')}
          </label>
          <select id="dashboard-site" name="site_id" className="form-select form-select-sm">
            <option value="">{t('console.dashboard.all_sites')}</option>
            {figures.data?.sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-lg-3">
          <button type="submit" className="btn btn-sm btn-primary">
            {t('console.dashboard.show')}
          </button>
        </div>
        <p className="small text-body-secondary mb-0">{t('console.dashboard.range_help')}</p>
      </form>
      <ErrorAlert message={figures.error ? refusal(figures.error, t) : undefined} />
      {figures.isPending && !figures.error && <PageLoading />}
      {figures.data && shown && charts && (
        <>
          <p className="text-body-secondary" data-testid="range">
            {t('console.dashboard.range', { from: figures.data.from, to: figures.data.to })}
          </p>
          <div className="row">
            <div className="col-xl-6">
              <LineChart title={t('console.dashboard.counts_chart')} days={charts.days} lines={charts.counts} />
            </div>
            <div className="col-xl-6">
              {charts.revenue.length > 0 ? (
                <LineChart title={t('console.dashboard.revenue_chart')} days={charts.days} lines={charts.revenue} />
              ) : (
                <p className="text-body-secondary">{t('console.dashboard.no_revenue')}</p>
              )}
            </div>
          </div>
          <FiguresTable days={shown.days} currencies={shown.currencies} />
          {sources && <SourcesTable sources={sources} currencies={shown.currencies} />}
          <p className="small text-body-secondary">{t('console.dashboard.notes')}</p>
        </>
      )}
    </>
  );
}
