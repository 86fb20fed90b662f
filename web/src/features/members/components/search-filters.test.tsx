import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, noteOf, renderScreen } from '../../../test/screen.tsx';
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
