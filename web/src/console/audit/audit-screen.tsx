import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../shell/pager.tsx';
import { readAudit } from '../../../../shared/contracts/endpoints/console-staff.ts';
import type { QueryOf } from '../../../../shared/contracts/endpoint.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { api } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format-date.ts';

type Filter = Omit<QueryOf<typeof readAudit>, 'page'>;
const FILTERS = ['actor', 'action', 'object_type', 'object_id'] as const;

/** The audit log (admins only): every staff action, newest first, filtered by who, what and which object. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['console', 'audit', filter, page],
    queryFn: () => api(readAudit, { query: { ...filter, page } }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilter(Object.fromEntries(FILTERS.flatMap((name) => (data.get(name) ? [[name, String(data.get(name))]] : []))));
    setPage(1);
  };
  return (
    <>
      <h1 className="h3 mb-4">{t('console.audit.title')}</h1>
      <form className="row g-2 align-items-end mb-4" onSubmit={search} aria-label={t('console.audit.filter')}>
        {FILTERS.map((name) => (
          <div className="col-sm-6 col-xl-3" key={name}>
            <label className="form-label small" htmlFor={`audit-${name}`}>
              {t(`console.audit.${name}`)}
            </label>
            <input id={`audit-${name}`} name={name} className="form-control form-control-sm" />
          </div>
        ))}
        <div className="col-12">
          <button type="submit" className="btn btn-sm btn-primary">
            {t('console.audit.filter')}
          </button>
        </div>
      </form>
      {log.isPending ? (
        <PageLoading />
      ) : (
        <div className="table-responsive">
          <table className="table table-sm bg-white" data-testid="audit-table">
            <thead>
              <tr>
                <th scope="col">{t('console.audit.at')}</th>
                <th scope="col">{t('console.audit.actor')}</th>
                <th scope="col">{t('console.audit.action')}</th>
                <th scope="col">{t('console.audit.object')}</th>
                <th scope="col">{t('console.audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data?.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="text-nowrap">
                    {formatDate(i18n.language, entry.at, { dateStyle: 'short', timeStyle: 'medium' })}
                  </td>
                  <td>{entry.actor}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.object_type} <span className="small text-body-secondary">{entry.object_id}</span>
                  </td>
                  <td>
                    <details>
                      <summary>{t('console.audit.show_change')}</summary>
                      <pre className="small mb-0">
                        {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
                      </pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {log.data?.entries.length === 0 && <p className="text-body-secondary">{t('console.audit.none')}</p>}
        </div>
      )}
      <Pager page={page} more={log.data?.more} onPage={setPage} />
    </>
  );
}
