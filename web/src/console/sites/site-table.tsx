import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list of a site's things (bundles, gifts, discount codes): the empty text when there are none, else a table with
 * its column headings and a last column of actions.
 */
export function SiteTable({
  testId,
  empty,
  headings,
  children,
}: {
  testId: string;
  /** The text shown instead of an empty table; undefined when there are rows. */
  empty: string | undefined;
  headings: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (empty !== undefined) return <p className="text-body-secondary">{empty}</p>;
  return (
    <div className="table-responsive mb-4">
      <table className="table align-middle bg-white" data-testid={testId}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th scope="col" key={heading}>
                {heading}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('console.sites.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
