import { useTranslation } from 'react-i18next';

/** Previous and next page of a console list; nothing when the list has one page. */
export function Pager({
  page,
  more,
  onPage,
}: {
  page: number;
  more: boolean | undefined;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (page === 1 && !more) return null;
  return (
    <nav className="d-flex gap-2" aria-label={t('console.shell.pages')}>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
      >
        {t('console.shell.previous_page')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={!more}
        onClick={() => onPage(page + 1)}
      >
        {t('console.shell.next_page')}
      </button>
    </nav>
  );
}
