import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useDeadJobs, useJobQueue, useRetryJob } from './dashboard-api.ts';

const DEPTHS = ['due', 'scheduled', 'leased_or_retrying', 'dead'] as const;

/** The outbox's queue by kind of job. */
function QueueTable() {
  const { t } = useTranslation();
  const queue = useJobQueue();
  if (queue.isPending) return <PageLoading />;
  if (!queue.data?.kinds.length)
    return <p className="text-body-secondary">{t('console.dashboard.jobs.queue_empty')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm bg-white" data-testid="queue-table">
        <thead>
          <tr>
            <th scope="col">{t('console.dashboard.jobs.kind')}</th>
            {DEPTHS.map((depth) => (
              <th scope="col" key={depth} className="text-end">
                {t(`console.dashboard.jobs.${depth}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {queue.data.kinds.map((kind) => (
            <tr key={kind.kind}>
              <th scope="row" className="fw-normal">
                <code>{kind.kind}</code>
              </th>
              {DEPTHS.map((depth) => (
                <td key={depth} className="text-end">
                  {kind[depth]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The jobs panel (admins): how deep the outbox is, and the dead jobs with their last error and a retry. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const dead = useDeadJobs(page);
  const retry = useRetryJob();
  return (
    <>
      <h1 className="h3 mb-4">{t('console.dashboard.jobs.title')}</h1>
      <h2 className="h5">{t('console.dashboard.jobs.queue')}</h2>
      <QueueTable />
      <h2 className="h5 mt-4">{t('console.dashboard.jobs.dead_jobs')}</h2>
      <ErrorAlert message={retry.error ? apiErrorText(retry.error, t) : undefined} />
      {retry.isSuccess && (
        <p className="alert alert-success" role="status">
          {t('console.dashboard.jobs.retried')}
        </p>
      )}
      {dead.isPending ? (
        <PageLoading />
      ) : dead.data?.jobs.length ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle bg-white" data-testid="dead-jobs-table">
            <thead>
              <tr>
                <th scope="col">{t('console.dashboard.jobs.kind')}</th>
                <th scope="col">{t('console.dashboard.jobs.died_at')}</th>
                <th scope="col">{t('console.dashboard.jobs.attempts')}</th>
                <th scope="col">{t('console.dashboard.jobs.last_error')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.dashboard.jobs.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {dead.data.jobs.map((job) => (
                <tr key={job.id}>
                  <td>
                    <code>{job.kind}</code>
                  </td>
                  <td className="text-nowrap">
                    {formatDate(i18n.language, job.died_at, { dateStyle: 'short', timeStyle: 'short' })}
                  </td>
                  <td>{job.attempts}</td>
                  <td className="small text-break">{job.last_error}</td>
                  <td className="text-end">
                    {job.retryable ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(job.id)}
                        aria-label={`${t('console.dashboard.jobs.retry')} ${job.kind}`}
                      >
                        {t('console.dashboard.jobs.retry')}
                      </button>
                    ) : (
                      <span className="small text-body-secondary">{t('console.dashboard.jobs.not_retryable')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-body-secondary">{t('console.dashboard.jobs.no_dead_jobs')}</p>
      )}
      <nav className="d-flex gap-2" aria-label={t('console.dashboard.jobs.pages')}>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={page === 1}
          onClick={() => setPage(page - 1)}
        >
          {t('console.dashboard.jobs.newer')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={!dead.data?.more}
          onClick={() => setPage(page + 1)}
        >
          {t('console.dashboard.jobs.older')}
        </button>
      </nav>
    </>
  );
}
