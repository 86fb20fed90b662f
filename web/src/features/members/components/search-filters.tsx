import type { z } from 'zod';
import { searchQuery } from '../../../../../shared/contracts/members.ts';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { Form } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { type SearchFilters as Filters, filtersFromValues } from '../search-params.ts';
import { SEARCH_FILTERS_CLASS, SearchFields } from './search-fields.tsx';

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
 * The search form, checked with the API's own schema, so an impossible age range is said under the field and the
 * current results stay. Its own chunk (react-hook-form, zod): the results screen paints without it.
 */
export function SearchFilters({ fields, regions, value, onSearch, onClear }: SearchFiltersProps) {
  return (
    <Form
      schema={searchQuery}
      // The URL's values as they are (any text); the schema checks them when the member searches.
      defaultValues={value as z.input<typeof searchQuery>}
      onSubmit={(values) => onSearch(filtersFromValues(values))}
      className={SEARCH_FILTERS_CLASS}
      testId="search-filters"
    >
      {({ field, register, errorOf, setValue, watch, reset }) => (
        <SearchFields
          fields={fields}
          regions={regions}
          country={watch('country')}
          bind={(filter) => {
            if (filter === 'min_age' || filter === 'max_age') return field(filter, unset);
            // Another country has other regions: the region chosen goes.
            const onChange = filter === 'country' ? () => setValue('countryregion', undefined) : undefined;
            return { ...register(filter, { ...unset, onChange }), error: errorOf(filter) };
          }}
          actions={(className, buttons) => <FormActions className={className}>{buttons}</FormActions>}
          onClear={() => {
            reset({});
            onClear();
          }}
        />
      )}
    </Form>
  );
}
