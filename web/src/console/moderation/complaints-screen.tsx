import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { ComplaintDetail, FalseReporterBadge } from './complaint-detail.tsx';
import { useComplaints } from './moderation-api.ts';
import { StatusTabs } from './status-tabs.tsx';

const TABS = ['open', 'handled'] as const;
type Tab = (typeof TABS)[number];

/**
 * The complaints queue (moderators): open complaints by priority as the server orders them (members reported by more
 * members first, then the oldest, a possible false reporter's last, badged), handled ones on their tab; a chosen one
 * beside.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<Tab>('open');
  const [chosenId, setChosenId] = useState<string>();
  const list = useComplaints(tab);
  const chosen = list.data?.complaints.find((complaint) => complaint.id === chosenId);
  return (
    <>
      <h1 className="h3 mb-3">{t('console.moderation.complaints_title')}</h1>
      <StatusTabs
        statuses={TABS}
        current={tab}
        label={(name) => t(`console.moderation.tab_${name}`)}
        onChange={(name) => {
          setTab(name);
          setChosenId(undefined);
        }}
      />
      <ErrorAlert message={list.error ? apiErrorText(list.error, t) : undefined} />
      {list.isPending ? (
        <PageLoading />
      ) : list.data?.complaints.length === 0 ? (
        <p data-testid="complaints-empty">{t('console.moderation.complaints_empty')}</p>
      ) : (
        <div className="row g-3">
          <div className="col-lg-5">
            <div className="table-responsive">
              <table className="table table-sm align-middle bg-white" data-testid="complaints-table">
                <thead>
                  <tr>
                    <th scope="col">{t('console.moderation.filed')}</th>
                    <th scope="col">{t('console.moderation.reported')}</th>
                    <th scope="col">{t('console.moderation.reporters')}</th>
                    <th scope="col">{t('console.moderation.reason')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('console.moderation.open_complaint')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data?.complaints.map((complaint) => (
                    <tr key={complaint.id} className={complaint.id === chosenId ? 'table-active' : ''}>
                      <td>
                        {formatDate(i18n.language, complaint.created_at, { dateStyle: 'short', timeStyle: 'short' })}
                      </td>
                      <td>{complaint.reported.name}</td>
                      <td>
                        <span
                          className="badge text-bg-secondary"
                          title={t('console.moderation.reporters_count', { count: complaint.reporters })}
                          data-testid="complaint-reporters"
                        >
                          {complaint.reporters}
                        </span>
                      </td>
                      <td>
                        {t(`complaints.reasons.${complaint.reason}`)}
                        {complaint.reporter.possibly_false && (
                          <>
                            {' '}
                            <FalseReporterBadge />
                          </>
                        )}
                      </td>
                      <td className="text-end">
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          aria-pressed={complaint.id === chosenId}
                          onClick={() => setChosenId(complaint.id)}
                        >
                          {t('console.moderation.open_complaint')}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <div className="col-lg-7">
            {chosen ? (
              <ComplaintDetail complaint={chosen} key={chosen.id} />
            ) : (
              <p className="text-body-secondary">{t('console.moderation.choose_complaint')}</p>
            )}
          </div>
        </div>
      )}
    </>
  );
}
