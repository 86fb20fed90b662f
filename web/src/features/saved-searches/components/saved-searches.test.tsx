import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '../../../../../shared/contracts/saved-searches.ts';
import { renderScreen, stubApi } from '../../../test/screen.tsx';
import { SavedSearches } from './saved-searches.tsx';

const search = (id: string, filters: Record<string, string>, notify = true): SavedSearch => ({
  id,
  filters,
  notify,
  created_at: '2026-11-20T10:00:00.000Z',
});
const regionNames = new Map([['NL-UT', 'Utrecht']]);

/** The saved searches beside the search `current`, the API answering GET with `kept` and changes with `change`. */
function renderSaved(kept: SavedSearch[], current: Record<string, string>, change: [number, unknown] = [200, {}]) {
  const fetch = stubApi((_path, init) =>
    init?.method && init.method !== 'GET' ? change : [200, { saved_searches: kept }],
  );
  const onOpen = vi.fn();
  renderScreen(<SavedSearches current={current} regionNames={regionNames} onOpen={onOpen} />);
  const sent = () =>
    fetch.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([, init]) => [init!.method, JSON.parse(init!.body as string)]);
  return { onOpen, sent };
}

describe('the saved searches on /members', () => {
  it('saves the current search, its empty filters left out', async () => {
    const { sent } = renderSaved([], { gender: 'female', min_age: '25', max_age: '', countryregion: '' });
    expect(await screen.findByText('Je hebt nog geen zoekopdrachten bewaard.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zoekopdracht bewaren' }));
    await waitFor(() =>
      expect(sent()).toEqual([['POST', { filters: { gender: 'female', min_age: '25' }, notify: true }]]),
    );
  });

  it('lists each in words, opens one, switches its notice and deletes it', async () => {
    const kept = [
      search('a', { gender: 'male', min_age: '30', max_age: '40', countryregion: 'NL-UT' }),
      search('b', {}, false),
    ];
    const { onOpen, sent } = renderSaved(kept, {
      gender: 'male',
      min_age: '30',
      max_age: '40',
      countryregion: 'NL-UT',
    });
    const rows = await screen.findAllByTestId('saved-search');
    expect(rows.map((row) => within(row).getAllByRole('button')[0]!.textContent)).toEqual([
      'Mannen · 30 tot 40 jaar · Utrecht',
      'Alle leden',
    ]);
    // The search shown now is kept already: no second save.
    expect(screen.getByTestId('search-saved').textContent).toBe('Deze zoekopdracht is bewaard');
    expect(screen.queryByRole('button', { name: 'Zoekopdracht bewaren' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Alle leden' }));
    expect(onOpen).toHaveBeenCalledWith({});
    const switches = screen.getAllByRole('switch', { name: 'Melding bij nieuwe leden' }) as HTMLInputElement[];
    expect(switches.map((s) => s.checked)).toEqual([true, false]);
    fireEvent.click(switches[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Mannen · 30 tot 40 jaar · Utrecht verwijderen' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        ['PUT', { id: 'b', notify: true }],
        ['DELETE', { id: 'a' }],
      ]),
    );
  });

  it('shows the refusal of an eleventh search as the server words it', async () => {
    const message = 'Je kunt maximaal 10 zoekopdrachten bewaren. Verwijder er eerst een.';
    renderSaved([search('a', { gender: 'male' })], { gender: 'female' }, [
      409,
      { statusCode: 409, code: 'saved_searches_full', message },
    ]);
    await screen.findByTestId('saved-search');
    fireEvent.click(screen.getByRole('button', { name: 'Zoekopdracht bewaren' }));
    expect((await screen.findByRole('alert')).textContent?.trim()).toBe(message);
  });
});
