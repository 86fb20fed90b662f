import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SearchSort as Sort, searchSortsFor } from '../../../../../shared/discovery.ts';
import { paths } from '../../../lib/paths.ts';

/** The order of the search's results (decision 033): nearest only offered to a member. */
export function SearchSort({
  value,
  member,
  onChange,
}: {
  value: Sort;
  member: boolean;
  onChange: (sort: Sort) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2 ms-auto">
      {/* On a phone the select names itself, beside the count: the results stay on the first screen. */}
      <label htmlFor={id} className="form-label mb-0 text-nowrap d-none d-sm-inline">
        {t('discovery.sort.label')}
      </label>
      <select
        id={id}
        aria-label={t('discovery.sort.label')}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value as Sort)}
        data-testid="search-sort"
      >
        {searchSortsFor(member).map((sort) => (
          <option key={sort} value={sort}>
            {t(`discovery.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Instead of an error, where a member without a town position sorts by distance: where to give it (the location switch
 * in the settings, which places any member at their nearest town; decision 033).
 */
export function SortNeedsTown() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info" data-testid="sort-needs-town">
      <p className="mb-2">{t('discovery.sort.needs_town')}</p>
      <Link className="btn btn-outline-primary btn-sm" to={`${paths.settings()}#geolocation`}>
        {t('discovery.sort.to_settings')}
      </Link>
    </div>
  );
}
