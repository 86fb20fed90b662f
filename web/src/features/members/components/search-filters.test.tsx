import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { fill, noteOf, renderScreen } from '../../../test/screen.tsx';
import { SearchFiltersLoading } from './search-fields.tsx';
import { SearchFilters } from './search-filters.tsx';

function renderFilters(value = {}) {
  const onSearch = vi.fn();
  renderScreen(
    <SearchFilters
      fields={['gender', 'min_age', 'max_age']}
      regions={undefined}
      value={value}
      onSearch={onSearch}
      onClear={vi.fn()}
    />,
  );
  return onSearch;
}
const search = () => userEvent.click(screen.getByRole('button', { name: 'Zoeken' }));

describe('the search filters', () => {
  it('says an age range that runs backwards under the field, and does not search (the results stay)', async () => {
    const onSearch = renderFilters({ min_age: '25' });
    fill('Leeftijd vanaf', '40');
    fill('Leeftijd tot', '30');
    await search();
    expect(noteOf('Leeftijd tot')).toBe('De maximale leeftijd mag niet lager zijn dan de minimale.');
    expect(document.activeElement).toBe(screen.getByLabelText('Leeftijd tot'));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('says an age out of range under its field', async () => {
    const onSearch = renderFilters();
    fill('Leeftijd vanaf', '12');
    await search();
    expect(noteOf('Leeftijd vanaf')).toBe('Dit moet minstens 18 zijn.');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches with the filters as the URL carries them, empty ones left out', async () => {
    const onSearch = renderFilters();
    await userEvent.selectOptions(screen.getByLabelText('Geslacht'), 'Vrouwen');
    fill('Leeftijd vanaf', '25');
    fill('Leeftijd tot', '45');
    await search();
    expect(onSearch).toHaveBeenCalledWith({ gender: 'female', min_age: '25', max_age: '45' });
  });
});

describe('the place the search form holds while its code loads', () => {
  const regions = {
    countries: [
      {
        code: 'NL',
        name: 'Nederland',
        region_label_text: 'Provincie',
        regions: [{ code: 'NH', name: 'Noord-Holland' }],
      },
    ],
  } as unknown as RegionsResponse;
  const props = {
    fields: ['gender', 'country', 'region', 'min_age', 'max_age'],
    regions,
    value: { gender: 'female', country: 'NL', countryregion: 'NH', min_age: '25' },
  };
  /** Every element's tag and classes, in page order: what decides the height the form takes. */
  const layout = (root: Element) => [...root.querySelectorAll('*')].map((e) => `${e.tagName} ${e.className}`);

  it("is the form's own fields and buttons, element for element, so nothing below moves when the form comes", () => {
    renderScreen(<SearchFiltersLoading {...props} />);
    const loading = layout(screen.getByTestId('search-filters-loading'));
    renderScreen(<SearchFilters {...props} onSearch={vi.fn()} onClear={vi.fn()} />);
    expect(loading).toEqual(layout(screen.getByTestId('search-filters')));
    expect(loading.length).toBeGreaterThan(20);
  });

  it("shows the URL's filters, disabled, with the buttons", () => {
    renderScreen(<SearchFiltersLoading {...props} />);
    const box = screen.getByTestId('search-filters-loading');
    expect(box.getAttribute('aria-busy')).toBe('true');
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([
      value('Geslacht'),
      value('Land'),
      value('Provincie'),
      value('Leeftijd vanaf'),
      value('Leeftijd tot'),
    ]).toEqual(['female', 'NL', 'NH', '25', '']);
    const controls = [...box.querySelectorAll('select, input, button')] as HTMLInputElement[];
    expect(controls).toHaveLength(7);
    expect(controls.every((control) => control.disabled)).toBe(true);
  });
});
