import { useTranslation } from 'react-i18next';
import {
  addSiteDomain,
  removeSiteDomain,
  setPrimaryDomain,
} from '../../../../shared/contracts/endpoints/console-sites.ts';
import { type SiteDetail, domainBody } from '../../../../shared/contracts/site-admin.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { useSiteChange } from './sites-api.ts';

/** The hosts a site answers on: one primary (its links and mails), others beside it; add, remove, make primary. */
export function SiteDomains({ site }: { site: SiteDetail }) {
  const { t } = useTranslation();
  const add = useSiteChange(addSiteDomain);
  const remove = useSiteChange(removeSiteDomain);
  const primary = useSiteChange(setPrimaryDomain);
  const failure = [remove.error, primary.error].find(Boolean);
  return (
    <>
      <ErrorAlert message={failure ? apiErrorText(failure, t) : undefined} />
      <ul className="list-group mb-4" data-testid="site-domains">
        {site.domains.map(({ host, primary: isPrimary }) => (
          <li key={host} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">{host}</span>
            {isPrimary ? (
              <span className="badge text-bg-primary">{t('console.sites.domains.primary')}</span>
            ) : (
              <>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => primary.mutate({ site_id: site.id, host })}
                >
                  {t('console.sites.domains.make_primary')}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => remove.mutate({ site_id: site.id, host })}
                >
                  {t('console.sites.domains.remove')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <Form
        schema={domainBody}
        defaultValues={{ site_id: site.id, host: '' }}
        onSubmit={async (values, form) => {
          await add.mutateAsync(values);
          form.reset();
        }}
        testId="domain-form"
      >
        {({ field }) => (
          <>
            <TextField
              label={t('console.sites.domains.host')}
              hint={t('console.sites.domains.host_help')}
              {...field('host')}
            />
            <FormActions>
              <button type="submit" className="btn btn-primary" disabled={add.isPending}>
                {t('console.sites.domains.add')}
              </button>
            </FormActions>
          </>
        )}
      </Form>
    </>
  );
}
