import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { SiteCreateForm } from './site-create-form.tsx';
import { useSitesList } from './sites-api.ts';

/** Every site of the install (admins), each opening its page, and the form that makes a new one. */
export function Component() {
  const { t } = useTranslation();
  const list = useSitesList();
  return (
    <>
      <h1 className="h3 mb-4">{t('console.sites.title')}</h1>
      {list.isPending ? (
        <PageLoading />
      ) : list.data?.sites.length ? (
        <div className="table-responsive mb-4">
          <table className="table align-middle bg-white" data-testid="sites-table">
            <thead>
              <tr>
                <th scope="col">{t('console.sites.name')}</th>
                <th scope="col">{t('console.sites.domain')}</th>
                <th scope="col">{t('console.sites.language')}</th>
                <th scope="col">{t('console.sites.niche')}</th>
                <th scope="col">{t('console.sites.countries')}</th>
                <th scope="col">{t('console.sites.company')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.sites.map((site) => (
                <tr key={site.id}>
                  <td>
                    <Link to={`/admin/sites/${site.id}`}>{site.name}</Link>
                  </td>
                  <td>{site.domain}</td>
                  <td>{site.domain_language}</td>
                  <td>{t(`console.sites.niches.${site.niche}`)}</td>
                  <td>{site.countries.join(', ')}</td>
                  <td>{site.company_name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-body-secondary">{t('console.sites.empty')}</p>
      )}
      {list.data && <SiteCreateForm companies={list.data.companies} />}
    </>
  );
}
