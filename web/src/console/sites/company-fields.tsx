import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/forms/text-field.tsx';
import type { FieldProps } from '../../components/forms/form.tsx';
import { asNumber, commaList } from './list-field.ts';

/** A form's `field` without its typed names: the company's fields sit under different prefixes in two forms. */
export type LooseField = (name: string, options?: object) => FieldProps;

const FIELDS = ['name', 'address', 'kvk', 'city', 'country', 'tradenames', 'vat_numbers', 'support_phone'] as const;

/** The fields of a company (SPEC §3 Company info), named under `prefix` in the form (`company.`). */
export function CompanyFields({ field, prefix }: { field: LooseField; prefix: string }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`console.sites.company_fields.${name}`);
  return (
    <div className="row">
      {FIELDS.map((name) => (
        <TextField
          key={name}
          className="col-md-6 mb-3"
          label={label(name)}
          {...field(`${prefix}${name}`, name === 'tradenames' || name === 'vat_numbers' ? commaList : undefined)}
        />
      ))}
      <TextField
        className="col-md-3 mb-3"
        type="number"
        label={label('delete_discount')}
        {...field(`${prefix}delete_discount`, asNumber)}
      />
      <TextField className="col-md-3 mb-3" type="date" label={label('added')} {...field(`${prefix}added`)} />
    </div>
  );
}
