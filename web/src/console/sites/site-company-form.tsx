import { useTranslation } from 'react-i18next';
import { SaveActions } from './save-actions.tsx';
import { saveSiteCompany } from '../../../../shared/contracts/endpoints/console-sites.ts';
import { type SiteDetail, companySaveBody } from '../../../../shared/contracts/site-admin.ts';
import { Form } from '../../components/forms/form.tsx';
import { CompanyFields, type LooseField } from './company-fields.tsx';
import { useSiteChange } from './sites-api.ts';

/** The details of the site's company (SPEC §3 Company info), shared by every site of that company. */
export function SiteCompanyForm({ site }: { site: SiteDetail }) {
  const { t } = useTranslation();
  const save = useSiteChange(saveSiteCompany);
  return (
    <Form
      schema={companySaveBody}
      defaultValues={{ site_id: site.id, company: site.company }}
      onSubmit={(values) => save.mutateAsync(values)}
      testId="company-form"
    >
      {({ field }) => (
        <>
          <p className="text-body-secondary">{t('console.sites.company_shared')}</p>
          <CompanyFields field={field as unknown as LooseField} prefix="company." />
          <SaveActions saved={save.isSuccess} pending={save.isPending} />
        </>
      )}
    </Form>
  );
}
