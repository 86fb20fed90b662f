import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, MAX_AGE, MIN_AGE } from '../../../../../shared/constants.ts';
import { BODY_TYPES } from '../../../../../shared/contracts/profile.ts';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { CodeSelect } from '../../../components/forms/code-select.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import type { SearchFilters } from '../search-params.ts';

type Filter = keyof SearchFilters;

/** What a filter's control takes: its registration and error in the form, or its value while the form loads. */
type Binding = Partial<UseFormRegisterReturn> & { error?: string; defaultValue?: string };

/** The search form's frame: the form itself, and the place it holds while its code loads. */
export const SEARCH_FILTERS_CLASS = 'card border-0 shadow-sm mb-3';
const ACTIONS_CLASS = 'col-12 col-md-auto d-flex gap-2';

interface SearchFieldsProps {
  /** The site's `search_fields`: only these are offered. */
  fields: string[];
  regions: RegionsResponse | undefined;
  /** The chosen country: its regions are offered under its label. */
  country: string | undefined;
  bind: (filter: Filter) => Binding;
  /** Wraps the buttons' row (the form adds its message above them). */
  actions: (className: string, buttons: ReactNode) => ReactNode;
  /** Clears the search; without it (while the form loads) the controls are disabled. */
  onClear?: () => void;
}

/**
 * The search form's fields and buttons: gender, country, region (under the country's label), ages, body type; search
 * and clear.
 * Without zod or react-hook-form, so that the results paint without them and the place the form takes is held,
 * the same height, while its code loads (SearchFiltersLoading).
 */
export function SearchFields({ fields, regions, country, bind, actions, onClear }: SearchFieldsProps) {
  const { t } = useTranslation();
  const offers = (field: string) => fields.includes(field);
  const genders = GENDERS.map((g) => ({ code: g, name: t(`members.genders.${g}`) }));
  const countryEntry = regions?.countries.find((c) => c.code === country);
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
      {...bind(key)}
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
          {...bind('gender')}
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
            {...bind('country')}
          />
        ) : (
          standIn(t('signup_steps.country'), t('members.all_countries'))
        ))}
      {offers('region') &&
        (countryEntry ? (
          <CodeSelect
            className="col-6 col-md"
            small
            label={countryEntry.region_label_text}
            options={countryEntry.regions}
            emptyLabel={t('members.all_regions')}
            {...bind('countryregion')}
          />
        ) : (
          !regions && country && standIn(t('region_label.region'), t('members.all_regions'))
        ))}
      {offers('min_age') && age('min_age')}
      {offers('max_age') && age('max_age')}
      {offers('body_type') && (
        <CodeSelect
          className="col-12 col-md"
          small
          label={t('member_profile.fields.body_type')}
          options={BODY_TYPES.map((type) => ({ code: type, name: t(`profile.body_type.${type}`) }))}
          emptyLabel={t('niches.any_body_type')}
          {...bind('body_type')}
        />
      )}
      {actions(
        ACTIONS_CLASS,
        <>
          <button type="submit" className="btn btn-primary flex-grow-1" disabled={!onClear}>
            {t('members.search')}
          </button>
          <button type="button" className="btn btn-outline-secondary" disabled={!onClear} onClick={onClear}>
            {t('members.clear')}
          </button>
        </>,
      )}
    </div>
  );
}

/** The search form as the URL has it, disabled, while the form's code loads. */
export function SearchFiltersLoading({
  fields,
  regions,
  value,
}: Pick<SearchFieldsProps, 'fields' | 'regions'> & { value: SearchFilters }) {
  return (
    <div className={SEARCH_FILTERS_CLASS} aria-busy="true" data-testid="search-filters-loading">
      <SearchFields
        fields={fields}
        regions={regions}
        country={value.country}
        bind={(filter) => ({ name: filter, disabled: true, defaultValue: value[filter] ?? '' })}
        actions={(className, buttons) => <div className={className}>{buttons}</div>}
      />
    </div>
  );
}
