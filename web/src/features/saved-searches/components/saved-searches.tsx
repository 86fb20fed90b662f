import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useDeleteSavedSearch, useSaveSearch, useSavedSearches, useSetSearchNotify } from '../api/saved-searches.ts';
import { namedFilters, sameSearch, searchLabel } from '../search-label.ts';

interface SavedSearchesProps {
  /** The search shown now (the URL's filters). */
  current: Record<string, string>;
  regionNames: ReadonlyMap<string, string>;
  /** Shows the results of a saved search. */
  onOpen: (filters: Record<string, string>) => void;
}

/** The member's saved searches on /members: save the current one, open, notify or not, delete. */
export function SavedSearches({ current, regionNames, onOpen }: SavedSearchesProps) {
  const { t, i18n } = useTranslation();
  const saved = useSavedSearches();
  const save = useSaveSearch();
  const setNotify = useSetSearchNotify();
  const remove = useDeleteSavedSearch();
  const list = saved.data ?? [];
  const labelOf = (filters: Record<string, string>) => searchLabel(t, i18n.language, filters, regionNames);
  const error = save.error ?? setNotify.error ?? remove.error ?? saved.error;

  return (
    <section className="card mb-3" data-testid="saved-searches" aria-labelledby="saved-searches-title">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h6 mb-0 me-auto" id="saved-searches-title">
            {t('saved_searches.title')}
          </h2>
          {list.some((search) => sameSearch(search.filters, current)) ? (
            <span className="small text-body-secondary" data-testid="search-saved">
              {t('saved_searches.saved')}
            </span>
          ) : (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              disabled={!saved.isSuccess || save.isPending}
              onClick={() => save.mutate(namedFilters(current))}
              data-testid="save-search"
            >
              {t('saved_searches.save')}
            </button>
          )}
        </div>
        <ErrorAlert message={error?.message} />
        {saved.isSuccess && list.length === 0 && (
          <p className="small text-body-secondary mb-0">{t('saved_searches.empty')}</p>
        )}
        <ul className="list-group list-group-flush">
          {list.map((search) => {
            const label = labelOf(search.filters);
            return (
              <li
                key={search.id}
                className="list-group-item px-0 d-flex flex-wrap align-items-center gap-2"
                data-testid="saved-search"
              >
                <button
                  type="button"
                  className="btn btn-link p-0 text-start me-auto"
                  onClick={() => onOpen(search.filters)}
                >
                  {label}
                </button>
                <div className="form-check form-switch mb-0">
                  <input
                    className="form-check-input"
                    type="checkbox"
                    role="switch"
                    id={`notify-${search.id}`}
                    checked={search.notify}
                    onChange={(event) => setNotify.mutate({ id: search.id, notify: event.target.checked })}
                  />
                  <label className="form-check-label small" htmlFor={`notify-${search.id}`}>
                    {t('saved_searches.notify')}
                  </label>
                </div>
                <button
                  type="button"
                  className="btn-close"
                  aria-label={t('saved_searches.delete', { search: label })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(search.id)}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
