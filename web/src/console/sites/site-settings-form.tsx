import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SaveActions } from './save-actions.tsx';
import { BURST_MINUTES, FIRST_MESSAGE_SPACING_SECONDS } from '../../../../shared/contact-checks.ts';
import { saveSiteSettings } from '../../../../shared/contracts/endpoints/console-sites.ts';
import { type SiteDetail, settingsSaveBody } from '../../../../shared/contracts/site-admin.ts';
import { CheckField } from '../../components/forms/check-field.tsx';
import { CodeSelect } from '../../components/forms/code-select.tsx';
import { Form, type FormApi } from '../../components/forms/form.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { asNumber, commaList } from './list-field.ts';
import { nicheOptions } from './niche-options.ts';
import { useSiteChange } from './sites-api.ts';

type Api = FormApi<typeof settingsSaveBody>;
type Name = keyof SiteDetail['settings'];

const TEXTS: Name[] = ['name', 'domain_language', 'base_url', 'cdn_prefix', 'time_zone', 'index_title', 'mail_name'];
const LISTS: Name[] = ['countries', 'visible_profile_fields', 'visible_profile_notes', 'search_fields'];
const NUMBERS: Name[] = [
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
  'free_messages',
  'refund_days',
  'swipe_likes_premium',
  'like_limit_free',
  'like_limit_premium',
];
const CONTACT: Name[] = ['support_email', 'support_phone', 'fictional_singular', 'fictional_plural'];
const CHECKS: Name[] = ['invite_only', 'fictional_icon', 'member_resell', 'auto_approve_photos'];

/** Every setting of a site (SPEC §3 Settings), each with its help text; saved at once, or not at all. */
export function SiteSettingsForm({ site }: { site: SiteDetail }) {
  const { t } = useTranslation();
  const save = useSiteChange(saveSiteSettings);
  const label = (name: Name) => t(`console.sites.fields.${name}.label`);
  const help = (name: Name) => t(`console.sites.fields.${name}.help`);
  const choices = (group: string, codes: string[]) =>
    codes.map((code) => ({ code, name: t(`console.sites.choices.${group}.${code}`) }));
  const text = (form: Api, name: Name, options?: object) => (
    <TextField
      key={name}
      className="col-md-6 mb-3"
      label={label(name)}
      hint={help(name)}
      {...form.field(`settings.${name}`, options)}
    />
  );
  return (
    <Form
      schema={settingsSaveBody}
      defaultValues={{ id: site.id, settings: site.settings }}
      onSubmit={(values) => save.mutateAsync(values)}
      testId="site-settings-form"
    >
      {(form) => (
        <>
          <div className="row">
            {TEXTS.map((name) => text(form, name))}
            <CodeSelect
              className="col-md-6 mb-3"
              label={label('niche')}
              hint={help('niche')}
              options={nicheOptions(t)}
              {...form.field('settings.niche', asNumber)}
            />
            <CodeSelect
              className="col-md-6 mb-3"
              label={label('company_id')}
              hint={help('company_id')}
              options={site.companies.map((company) => ({ code: company.id, name: company.name }))}
              {...form.field('settings.company_id')}
            />
            {LISTS.map((name) => text(form, name, commaList))}
            <TextAreaField
              className="col-12 mb-3"
              label={label('description')}
              hint={help('description')}
              {...form.field('settings.description')}
            />
            <TextAreaField
              className="col-12 mb-3"
              label={label('fictional_warning')}
              hint={help('fictional_warning')}
              {...form.field('settings.fictional_warning')}
            />
            {CONTACT.map((name) => text(form, name))}
            <CodeSelect
              className="col-md-6 mb-3"
              label={label('signups')}
              hint={help('signups')}
              options={choices('signups', ['all', 'with_trafficsource', 'other'])}
              {...form.field('settings.signups')}
            />
            {(['logged_out_search', 'logged_out_search_trafficsource'] as const).map((name) => (
              <CodeSelect
                key={name}
                className="col-md-6 mb-3"
                label={label(name)}
                hint={help(name)}
                options={choices('search', ['other', 'none'])}
                {...form.field(`settings.${name}`)}
              />
            ))}
            <CodeSelect
              className="col-md-6 mb-3"
              label={label('enable_site_entry_popup')}
              hint={help('enable_site_entry_popup')}
              options={choices('popup', ['yes', 'no'])}
              {...form.field('settings.enable_site_entry_popup')}
            />
            {NUMBERS.map((name) => (
              <TextField
                key={name}
                className="col-md-4 mb-3"
                type="number"
                label={label(name)}
                hint={help(name)}
                {...form.field(`settings.${name}`, asNumber)}
              />
            ))}
          </div>
          <MessageCosts form={form} />
          <ContactChecks form={form} />
          {CHECKS.map((name) => (
            <div key={name}>
              <CheckField
                label={label(name)}
                aria-describedby={`help-${name}`}
                {...form.register(`settings.${name}`)}
              />
              <p id={`help-${name}`} className="form-text mt-n2 mb-3">
                {help(name)}
              </p>
            </div>
          ))}
          <SaveActions saved={save.isSuccess} pending={save.isPending} />
        </>
      )}
    </Form>
  );
}

const CONTACT_CHECKS = [
  'new_member_hours',
  'new_members_per_minute',
  'accounts_per_address',
  'first_messages_per_sender',
  'likes_per_sender',
] as const satisfies readonly (keyof SiteDetail['settings']['contact_checks'])[];

/** Spam waves (decision 040): when new members' first contacts are slowed and held, each limit with its help text. */
function ContactChecks({ form }: { form: Api }) {
  const { t } = useTranslation();
  const window = { minutes: BURST_MINUTES, seconds: FIRST_MESSAGE_SPACING_SECONDS };
  return (
    <fieldset className="mb-3" data-testid="contact-checks">
      <legend className="form-label fs-6">{t('console.sites.contact_checks.legend')}</legend>
      <p className="form-text mt-0">{t('console.sites.contact_checks.help')}</p>
      <div className="row">
        {CONTACT_CHECKS.map((name) => (
          <TextField
            key={name}
            className="col-md-4 mb-3"
            type="number"
            label={t(`console.sites.contact_checks.fields.${name}.label`, window)}
            hint={t(`console.sites.contact_checks.fields.${name}.help`, window)}
            {...form.field(`settings.contact_checks.${name}`, asNumber)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The minimum message cost of each country: a row per country (country, credits, currency), added and removed. */
function MessageCosts({ form }: { form: Api }) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control: form.control, name: 'settings.minimum_message_costs' });
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('console.sites.fields.minimum_message_costs.label')}</legend>
      <p className="form-text mt-0">{t('console.sites.fields.minimum_message_costs.help')}</p>
      {rows.fields.map((row, index) => (
        <div className="row align-items-end" key={row.id}>
          <TextField
            className="col-4 col-md-3 mb-2"
            small
            label={t('console.sites.costs.country')}
            {...form.field(`settings.minimum_message_costs.${index}.country`)}
          />
          <TextField
            className="col-4 col-md-3 mb-2"
            small
            type="number"
            label={t('console.sites.costs.costs')}
            {...form.field(`settings.minimum_message_costs.${index}.costs`, asNumber)}
          />
          <TextField
            className="col-4 col-md-3 mb-2"
            small
            label={t('console.sites.costs.currency')}
            {...form.field(`settings.minimum_message_costs.${index}.currency`)}
          />
          <div className="col-md-3 mb-2">
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => rows.remove(index)}>
              {t('console.sites.costs.remove')}
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => rows.append({ country: '', costs: 1, currency: 'EUR' })}
      >
        {t('console.sites.costs.add')}
      </button>
    </fieldset>
  );
}
