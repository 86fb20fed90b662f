import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FlaggedMessage } from '../../../../shared/contracts/moderation.ts';
import { FLAG_STATUSES, type FlagStatus } from '../../../../shared/message-flags.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useDismissFlag, useFlaggedMessages } from './flagged-api.ts';
import { StatusTabs } from './status-tabs.tsx';

/**
 * The flagged messages queue (moderators; decision 038): messages that showed scam or contact-detail patterns among
 * their sender's first ones, open oldest first (dismissed ones on their tab), each with what was found, the text, the
 * sender (how long a member; their page to act on them) and the recipient. Fictional profiles are flagged like anyone.
 */
export function Component() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<FlagStatus>('open');
  const list = useFlaggedMessages(tab);
  return (
    <>
      <h1 className="h3 mb-3">{t('console.flagged.title')}</h1>
      <p className="text-body-secondary">{t('console.flagged.intro')}</p>
      <StatusTabs
        statuses={FLAG_STATUSES}
        current={tab}
        label={(name) => t(`console.flagged.tab_${name}`)}
        onChange={setTab}
      />
      <ErrorAlert message={list.error ? apiErrorText(list.error, t) : undefined} />
      {list.isPending ? (
        <PageLoading />
      ) : list.data?.flags.length === 0 ? (
        <p data-testid="flagged-empty">{t('console.flagged.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle bg-white" data-testid="flagged-table">
            <thead>
              <tr>
                <th scope="col">{t('console.flagged.sent')}</th>
                <th scope="col">{t('console.flagged.sender')}</th>
                <th scope="col">{t('console.flagged.recipient')}</th>
                <th scope="col">{t('console.flagged.kinds')}</th>
                <th scope="col">{t('console.flagged.text')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.flagged.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.flags.map((flag) => (
                <FlagRow key={flag.id} flag={flag} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function FlagRow({ flag }: { flag: FlaggedMessage }) {
  const { t, i18n } = useTranslation();
  const dismiss = useDismissFlag();
  const fictional = <span className="badge text-bg-secondary ms-1">{t('console.flagged.fictional')}</span>;
  return (
    <tr data-testid="flagged-row">
      <td className="text-nowrap">
        {formatDate(i18n.language, flag.created_at, { dateStyle: 'short', timeStyle: 'short' })}
      </td>
      <td>
        <Link to={`/admin/members/${flag.sender.id}`}>{flag.sender.name}</Link>
        {flag.sender.fictional && fictional}
        <div className="small text-body-secondary">
          {t('console.flagged.account_age', { count: flag.sender.account_age_days })} · {flag.sender.site}
        </div>
      </td>
      <td>
        {flag.recipient.name}
        {flag.recipient.fictional && fictional}
      </td>
      <td>
        {flag.kinds.map((kind) => (
          <span key={kind} className="badge text-bg-warning me-1">
            {t(`console.flagged.kind.${kind}`)}
          </span>
        ))}
      </td>
      <td className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
        {flag.text}
      </td>
      <td className="text-end">
        {flag.status === 'open' && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={dismiss.isPending || dismiss.isSuccess}
            onClick={() => dismiss.mutate(flag.id)}
          >
            {t('console.flagged.dismiss')}
          </button>
        )}
        {dismiss.error && <div className="text-danger small">{apiErrorText(dismiss.error, t)}</div>}
      </td>
    </tr>
  );
}
