import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../shell/pager.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useMemberLedger } from './members-api.ts';

/** The member's credit ledger, newest first, a page at a time. */
export function LedgerSection({ memberId }: { memberId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = useMemberLedger(memberId, page);
  return (
    <section className="card mt-4" aria-labelledby="member-ledger">
      <div className="card-body">
        <h2 className="h5" id="member-ledger">
          {t('console.members.ledger')}
        </h2>
        {ledger.isPending ? (
          <PageLoading />
        ) : ledger.data?.entries.length === 0 ? (
          <p className="mb-0">{t('console.members.no_ledger')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm mb-2" data-testid="ledger-table">
              <thead>
                <tr>
                  <th scope="col">{t('console.members.date')}</th>
                  <th scope="col">{t('console.members.reason')}</th>
                  <th scope="col">{t('console.members.delta')}</th>
                  <th scope="col">{t('console.members.debt')}</th>
                  <th scope="col">{t('console.members.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.data?.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="text-nowrap">
                      {formatDate(i18n.language, entry.created_at, { dateStyle: 'short', timeStyle: 'short' })}
                    </td>
                    <td>{t(`console.members.reasons.${entry.reason}`)}</td>
                    <td>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</td>
                    <td>{entry.debt || ''}</td>
                    <td className="small text-break">{entry.reference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} more={ledger.data?.more} onPage={setPage} />
      </div>
    </section>
  );
}
