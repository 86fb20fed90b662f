import { type ReactNode, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { BodyOf, Endpoint } from '../../../../shared/contracts/endpoint.ts';
import type { SiteDetail } from '../../../../shared/contracts/site-admin.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { Form, type FormApi, type FormSchema } from '../../components/forms/form.tsx';
import { FormActions } from '../../components/forms/form-actions.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { SiteTable } from './site-table.tsx';
import { useSiteChange } from './sites-api.ts';

/** One of a site's things that is on or off (a credit bundle, a partner offer). */
interface SiteItem {
  id: string;
  active: boolean;
}

/** The endpoint that saves one (new, edited, or switched on or off): it reads the form's values. */
type SaveEndpoint<S extends FormSchema> = Endpoint<{ body: S; response: z.ZodType }>;
type Body<S extends FormSchema> = BodyOf<SaveEndpoint<S>>;

interface EditableSiteListProps<S extends FormSchema, Item extends SiteItem> {
  site: SiteDetail;
  endpoint: SaveEndpoint<S>;
  schema: S;
  items: Item[];
  /** A new one's values in the form. */
  blank: Omit<Item, 'id'>;
  /** The key its texts are under: `empty`, `edit`, `add_title`, `edit_title`, `cancel`. */
  texts: string;
  /** The words of the button that switches one off (`active`) or on. */
  switchText: (active: boolean) => string;
  testIds: { table: string; form: string };
  headings: string[];
  /** One's cells, before the actions. */
  cells: (item: Item) => ReactNode;
  /** The form's fields. */
  fields: (form: FormApi<S>) => ReactNode;
}

/**
 * A site's list of things that are on or off: the table (edit one, or switch it off or on), and a form to add one or
 * edit the chosen one.
 */
export function EditableSiteList<S extends FormSchema, Item extends SiteItem>({
  site,
  endpoint,
  schema,
  items,
  blank,
  texts,
  switchText,
  testIds,
  headings,
  cells,
  fields,
}: EditableSiteListProps<S, Item>) {
  const { t } = useTranslation();
  const save = useSiteChange(endpoint);
  const toggle = useSiteChange(endpoint);
  const [editing, setEditing] = useState<Item | undefined>();
  const text = (key: string) => t(`${texts}.${key}`);
  return (
    <>
      <ErrorAlert message={toggle.error ? apiErrorText(toggle.error, t) : undefined} />
      <SiteTable testId={testIds.table} empty={items.length === 0 ? text('empty') : undefined} headings={headings}>
        {items.map((item) => (
          <tr key={item.id}>
            {cells(item)}
            <td className="text-end text-nowrap">
              <button type="button" className="btn btn-sm btn-outline-secondary me-2" onClick={() => setEditing(item)}>
                {text('edit')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => toggle.mutate({ ...item, site_id: site.id, active: !item.active } as Body<S>)}
              >
                {switchText(item.active)}
              </button>
            </td>
          </tr>
        ))}
      </SiteTable>
      <Form<S>
        key={editing?.id ?? 'new'}
        schema={schema}
        defaultValues={{ site_id: site.id, ...(editing ?? blank) } as DefaultValues<z.input<S>>}
        onSubmit={async (values, form) => {
          await save.mutateAsync(values as Body<S>);
          setEditing(undefined);
          form.reset();
        }}
        className="card"
        testId={testIds.form}
      >
        {(form) => (
          <div className="card-body">
            <h3 className="h6">{editing ? text('edit_title') : text('add_title')}</h3>
            {fields(form)}
            <FormActions>
              <button type="submit" className="btn btn-primary me-2" disabled={save.isPending}>
                {t('console.sites.save')}
              </button>
              {editing && (
                <button type="button" className="btn btn-outline-secondary" onClick={() => setEditing(undefined)}>
                  {text('cancel')}
                </button>
              )}
            </FormActions>
          </div>
        )}
      </Form>
    </>
  );
}
