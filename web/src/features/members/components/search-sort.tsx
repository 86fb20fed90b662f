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
      <label htmlFor={id} className="form-label mb-0 text-nowrap">
        {t('discovery.sort.label')}
      </label>
      <select
        id={id}
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
 * in the settings; the town typed in the profile has no position, decision 033).
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
