import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyFields, siteCreateFields } from '../../../../shared/contracts/site-admin.ts';
import { z } from 'zod';
import { CodeSelect } from '../../components/forms/code-select.tsx';
import { Form } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { CompanyFields, type LooseField } from './company-fields.tsx';
import { commaList } from './list-field.ts';
import { nicheOptions } from './niche-options.ts';
import { useCreateSite } from './sites-api.ts';

/** The site body with its company: one of the list, or a new one with its details. */
const withExisting = siteCreateFields.extend({ company_id: z.uuid() });
const withNew = siteCreateFields.extend({ company: companyFields });
const NEW_COMPANY = {
  name: '',
  address: '',
  kvk: '',
  city: '',
  country: '',
  tradenames: [],
  vat_numbers: [],
  support_phone: '',
  delete_discount: 0,
  added: new Date().toISOString().slice(0, 10),
};

/** A new site: name, domain, language, niche, countries and its company; every other setting as the seed has it. */
export function SiteCreateForm({ companies }: { companies: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const create = useCreateSite();
  const [newCompany, setNewCompany] = useState(companies.length === 0);
  const common = { name: '', domain: '', domain_language: '', niche: 1, countries: [] as string[] };
  const companyChoice = (value: boolean, label: string) => (
    <div className="form-check form-check-inline">
      <input
        className="form-check-input"
        type="radio"
        name="company-choice"
        id={`company-choice-${value}`}
        checked={newCompany === value}
        onChange={() => setNewCompany(value)}
        disabled={!value && companies.length === 0}
      />
      <label className="form-check-label" htmlFor={`company-choice-${value}`}>
        {label}
      </label>
    </div>
  );
  return (
    <Form
      key={String(newCompany)}
      schema={newCompany ? withNew : withExisting}
      defaultValues={newCompany ? { ...common, company: NEW_COMPANY } : { ...common, company_id: companies[0]?.id }}
      onSubmit={async (values, form) => {
        await create.mutateAsync(values);
        form.reset();
      }}
      className="card"
      testId="site-create-form"
    >
      {({ field }) => (
        <div className="card-body">
          <h2 className="h5">{t('console.sites.create_title')}</h2>
          <p className="small text-body-secondary">{t('console.sites.create_hint')}</p>
          {create.isSuccess && (
            <p className="alert alert-success" role="status">
              {t('console.sites.created')}
            </p>
          )}
          <div className="row">
            <TextField className="col-md-6 mb-3" label={t('console.sites.fields.name.label')} {...field('name')} />
            <TextField
              className="col-md-6 mb-3"
              label={t('console.sites.domain')}
              hint={t('console.sites.domains.host_help')}
              {...field('domain')}
            />
            <TextField
              className="col-md-4 mb-3"
              label={t('console.sites.fields.domain_language.label')}
              hint={t('console.sites.fields.domain_language.help')}
              {...field('domain_language')}
            />
            <CodeSelect
              className="col-md-4 mb-3"
              label={t('console.sites.fields.niche.label')}
              options={nicheOptions(t)}
              {...field('niche', { valueAsNumber: true })}
            />
            <TextField
              className="col-md-4 mb-3"
              label={t('console.sites.fields.countries.label')}
              hint={t('console.sites.fields.countries.help')}
              {...field('countries', commaList)}
            />
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('console.sites.company_choice')}</legend>
            {companyChoice(false, t('console.sites.existing_company'))}
            {companyChoice(true, t('console.sites.new_company'))}
          </fieldset>
          {newCompany ? (
            <CompanyFields field={field as unknown as LooseField} prefix="company." />
          ) : (
            <CodeSelect
              label={t('console.sites.company')}
              options={companies.map((company) => ({ code: company.id, name: company.name }))}
              {...(field as unknown as LooseField)('company_id')}
            />
          )}
          <FormActions>
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {t('console.sites.create')}
            </button>
          </FormActions>
        </div>
      )}
    </Form>
  );
}
