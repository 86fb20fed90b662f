import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MIN_AGE } from '../../../../../shared/constants.ts';
import { MAX_AGE, searchQuery } from '../../../../../shared/contracts/members.ts';
import { GENDERS } from '../../../../../shared/contracts/profile.ts';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { CodeSelect } from '../../../components/forms/code-select.tsx';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { type SearchFilters as Filters, filtersFromValues } from '../search-params.ts';

interface SearchFiltersProps {
  /** The site's `search_fields`: only these are offered. */
  fields: string[];
  regions: RegionsResponse | undefined;
  value: Filters;
  onSearch: (filters: Filters) => void;
  onClear: () => void;
}

/** An empty choice or age is no filter. */
const unset = { setValueAs: (value: string) => value || undefined };

/**
 * The search form: gender, country, region (under the country's label), ages; search and clear. Checked with the
 * API's own schema, so an impossible age range is said under the field and the current results stay.
 */
export function SearchFilters({ fields, regions, value, onSearch, onClear }: SearchFiltersProps) {
  const { t } = useTranslation();
  const offers = (field: string) => fields.includes(field);
  const genders = GENDERS.map((g) => ({ code: g, name: t(`members.genders.${g}`) }));
  return (
    <Form
      schema={searchQuery}
      // The URL's values as they are (any text); the schema checks them when the member searches.
      defaultValues={value as z.input<typeof searchQuery>}
      onSubmit={(values) => onSearch(filtersFromValues(values))}
      className="card border-0 shadow-sm mb-3"
      testId="search-filters"
    >
      {({ field, register, errorOf, setValue, watch, reset }) => {
        const country = regions?.countries.find((c) => c.code === watch('country'));
        // While the countries load, a disabled select holds a field's place: nothing below it moves when they come.
        const standIn = (label: string, emptyLabel: string) => (
          <CodeSelect className="col-6 col-md" small label={label} options={[]} emptyLabel={emptyLabel} disabled />
        );
        const age = (key: 'min_age' | 'max_age') => (
          <TextField
            className="col-6 col-md"
            small
            label={t(`members.${key}`)}
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            {...field(key, unset)}
          />
        );
        return (
          <div className="card-body row g-2 align-items-end">
            {offers('gender') && (
              <CodeSelect
                className="col-12 col-md"
                small
                label={t('members.gender')}
                options={genders}
                emptyLabel={t('members.everyone')}
                error={errorOf('gender')}
                {...register('gender', unset)}
              />
            )}
            {offers('country') &&
              (regions ? (
                <CodeSelect
                  className="col-6 col-md"
                  small
                  label={t('signup_steps.country')}
                  options={regions.countries}
                  emptyLabel={t('members.all_countries')}
                  error={errorOf('country')}
                  {...register('country', { ...unset, onChange: () => setValue('countryregion', undefined) })}
                />
              ) : (
                standIn(t('signup_steps.country'), t('members.all_countries'))
              ))}
            {offers('region') &&
              (country ? (
                <CodeSelect
                  className="col-6 col-md"
                  small
                  label={country.region_label_text}
                  options={country.regions}
                  emptyLabel={t('members.all_regions')}
                  error={errorOf('countryregion')}
                  {...register('countryregion', unset)}
                />
              ) : (
                !regions && watch('country') && standIn(t('region_label.region'), t('members.all_regions'))
              ))}
            {offers('min_age') && age('min_age')}
            {offers('max_age') && age('max_age')}
            <FormActions className="col-12 col-md-auto d-flex gap-2">
              <button type="submit" className="btn btn-primary flex-grow-1">
                {t('members.search')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => {
                  reset({});
                  onClear();
                }}
              >
                {t('members.clear')}
              </button>
            </FormActions>
          </div>
        );
      }}
    </Form>
  );
}
