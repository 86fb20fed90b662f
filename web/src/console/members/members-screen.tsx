import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../shell/pager.tsx';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { apiErrorText } from '../shell/api-error-text.ts';
import { MemberStatus } from './member-status.tsx';
import { useMemberSearch } from './members-api.ts';

/** Finding members across all sites: one search box, the matches newest first, a page at a time. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useMemberSearch(q, page);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
    setPage(1);
  };
  const yesNo = (value: boolean) => (value ? t('console.members.yes') : t('console.members.no'));
  return (
    <>
      <h1 className="h3 mb-4">{t('console.members.title')}</h1>
      <form className="row g-2 align-items-end mb-4" role="search" onSubmit={submit}>
        <div className="col-md-8 col-lg-6">
          <label className="form-label" htmlFor="member-search">
            {t('console.members.search')}
          </label>
          <input id="member-search" name="q" className="form-control" aria-describedby="member-search-hint" />
          <div id="member-search-hint" className="form-text">
            {t('console.members.search_hint')}
          </div>
        </div>
        <div className="col-auto mb-4">
          <button type="submit" className="btn btn-primary">
            {t('console.members.find')}
          </button>
        </div>
      </form>
      <ErrorAlert message={search.error ? apiErrorText(search.error, t) : undefined} />
      {q && search.isPending && <PageLoading />}
      {search.data && search.data.members.length === 0 && <p>{t('console.members.none')}</p>}
      {search.data && search.data.members.length > 0 && (
        <div className="table-responsive">
          <table className="table align-middle bg-white" data-testid="members-table">
            <thead>
              <tr>
                <th scope="col">{t('console.members.name')}</th>
                <th scope="col">{t('console.members.email')}</th>
                <th scope="col">{t('console.members.site')}</th>
                <th scope="col">{t('console.members.status')}</th>
                <th scope="col">{t('console.members.premium')}</th>
                <th scope="col">{t('console.members.credits')}</th>
                <th scope="col">{t('console.members.signup_date')}</th>
              </tr>
            </thead>
            <tbody>
              {search.data.members.map((member) => (
                <tr key={member.id}>
                  <td>
                    <Link to={`/admin/members/${member.id}`}>{member.name ?? t('console.members.unnamed')}</Link>
                  </td>
                  <td className="text-break">{member.email}</td>
                  <td>{member.site_name}</td>
                  <td>
                    <MemberStatus member={member} />
                  </td>
                  <td>{yesNo(member.premium)}</td>
                  <td>{member.credits}</td>
                  <td>{formatDate(i18n.language, member.signup_date, { dateStyle: 'medium' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} more={search.data?.more} onPage={setPage} />
    </>
  );
}
