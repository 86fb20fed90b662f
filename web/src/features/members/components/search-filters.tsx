import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_AGE } from '../../../../../shared/constants.ts';
import { MAX_AGE } from '../../../../../shared/contracts/members.ts';
import { GENDERS } from '../../../../../shared/contracts/profile.ts';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { CodeSelect } from '../../../components/forms/code-select.tsx';
import type { SearchFilters as Filters } from '../api/search.ts';

interface SearchFiltersProps {
  /** The site's `search_fields`: only these are offered. */
  fields: string[];
  regions: RegionsResponse | undefined;
  value: Filters;
  onSearch: (filters: Filters) => void;
  onClear: () => void;
}

/** The search form: gender, country, region (under the country's label), ages; search and clear. */
export function SearchFilters({ fields, regions, value, onSearch, onClear }: SearchFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(value);
  const set = (key: keyof Filters, v: string) => setDraft((d) => ({ ...d, [key]: v || undefined }));
  const offers = (field: string) => fields.includes(field);
  const country = regions?.countries.find((c) => c.code === draft.country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const ageField = (key: 'min_age' | 'max_age', label: string) => (
    <div className="col-6 col-md">
      <label className="form-label small" htmlFor={`search-${key}`}>
        {label}
      </label>
      <input
        id={`search-${key}`}
        className="form-control"
        type="number"
        inputMode="numeric"
        min={MIN_AGE}
        max={MAX_AGE}
        value={draft[key] ?? ''}
        onChange={(e) => set(key, e.target.value)}
      />
    </div>
  );
  return (
    <form className="card border-0 shadow-sm mb-3" onSubmit={submit} data-testid="search-filters">
      <div className="card-body row g-2 align-items-end">
        {offers('gender') && (
          <div className="col-12 col-md">
            <label className="form-label small" htmlFor="search-gender">
              {t('members.gender')}
            </label>
            <select
              id="search-gender"
              className="form-select"
              value={draft.gender ?? ''}
              onChange={(e) => set('gender', e.target.value)}
            >
              <option value="">{t('members.everyone')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`members.genders.${g}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {offers('country') && regions && (
          <div className="col-6 col-md">
            <CodeSelect
              id="search-country"
              small
              label={t('signup_steps.country')}
              options={regions.countries}
              value={draft.country ?? ''}
              onChange={(code) => setDraft((d) => ({ ...d, country: code || undefined, countryregion: undefined }))}
              emptyLabel={t('members.all_countries')}
            />
          </div>
        )}
        {offers('region') && country && (
          <div className="col-6 col-md">
            <CodeSelect
              id="search-region"
              small
              label={country.region_label_text}
              options={country.regions}
              value={draft.countryregion ?? ''}
              onChange={(code) => set('countryregion', code)}
              emptyLabel={t('members.all_regions')}
            />
          </div>
        )}
        {offers('min_age') && ageField('min_age', t('members.min_age'))}
        {offers('max_age') && ageField('max_age', t('members.max_age'))}
        <div className="col-12 col-md-auto d-flex gap-2">
          <button type="submit" className="btn btn-primary flex-grow-1">
            {t('members.search')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              setDraft({});
              onClear();
            }}
          >
            {t('members.clear')}
          </button>
        </div>
      </div>
    </form>
  );
}
