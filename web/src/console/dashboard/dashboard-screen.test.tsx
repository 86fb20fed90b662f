import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as DashboardScreen } from './dashboard-screen.tsx';

/** jsdom draws no canvas: uPlot is replaced by a recorder of what it was given. */
const drawn = vi.hoisted(() => [] as { series: { label?: string }[]; data: number[][] }[]);
vi.mock('uplot', () => ({
  default: Object.assign(
    class {
      constructor(options: { series: { label?: string }[] }, data: number[][]) {
        drawn.push({ series: options.series, data });
      }
      setSize() {}
      destroy() {}
    },
    { tzDate: (date: Date) => date },
  ),
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const SITE_A = '00000000-0000-4000-8000-00000000000a';
const SITE_B = '00000000-0000-4000-8000-00000000000b';
const zero = {
  visits: 0,
  signups: 0,
  activations: 0,
  first_payments: 0,
  member_messages: 0,
  fictional_messages: 0,
  active_members: 0,
};
const FIGURES = {
  from: '2024-03-10',
  to: '2024-03-12',
  sites: [
    { id: SITE_A, name: 'Demo Dating' },
    { id: SITE_B, name: 'Zweite Seite' },
  ],
  rows: [
    {
      day: '2024-03-10',
      site_id: SITE_A,
      source: 'adnet',
      ...zero,
      visits: 40,
      signups: 2,
      activations: 1,
      member_messages: 4,
      active_members: 3,
    },
    { day: '2024-03-10', site_id: SITE_B, source: 'none', ...zero, signups: 1, active_members: 1 },
    { day: '2024-03-11', site_id: SITE_B, source: 'adnet', ...zero, visits: 10, signups: 1 },
    {
      day: '2024-03-11',
      site_id: SITE_A,
      source: 'none',
      ...zero,
      first_payments: 1,
      fictional_messages: 5,
      active_members: 2,
    },
  ],
  revenue: [
    {
      day: '2024-03-10',
      site_id: SITE_A,
      source: 'adnet',
      currency: 'EUR',
      gross_cents: 1000,
      reversed_cents: 0,
      net_cents: 1000,
    },
    {
      day: '2024-03-11',
      site_id: SITE_A,
      source: 'none',
      currency: 'EUR',
      gross_cents: 2000,
      reversed_cents: 500,
      net_cents: 1500,
    },
    {
      day: '2024-03-11',
      site_id: SITE_B,
      source: 'none',
      currency: 'EUR',
      gross_cents: 250,
      reversed_cents: 0,
      net_cents: 250,
    },
  ],
};

/** The cells of each body and foot row of the figures table, as text. */
function tableRows(): string[][] {
  const table = screen.getByTestId('figures-table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.replace(/\s/g, ' ')));
}

describe('the dashboard', () => {
  it('shows the figures per day, every day of the range, with the totals, and draws them', async () => {
    drawn.length = 0;
    stubApi(() => [200, FIGURES]);
    renderScreen(<DashboardScreen />);
    expect(screen.getByRole('status')).toBeTruthy(); // loading
    await screen.findByTestId('figures-table');
    const [day1, day2, day3, total] = tableRows();
    expect(day1!.slice(1)).toEqual(['40', '3', '1', '0', '4', '0', '4', '€ 10,00']);
    expect(day2!.slice(1)).toEqual(['10', '1', '0', '1', '0', '5', '2', '€ 17,50']);
    expect(day3!.slice(1)).toEqual(['0', '0', '0', '0', '0', '0', '0', '€ 0,00']);
    expect(total).toEqual(['Totaal', '50', '4', '1', '1', '4', '5', '6', '€ 27,50']);
    await waitFor(() => expect(drawn.map((d) => d.series.length)).toEqual([8, 2]));
    const [counts, revenue] = drawn;
    expect(counts!.series.slice(1).map((series) => series.label)).toContain('Aanmeldingen');
    expect(counts!.data[0]).toEqual(
      [Date.parse('2024-03-10'), Date.parse('2024-03-11'), Date.parse('2024-03-12')].map((ms) => ms / 1000),
    );
    expect(revenue!.data[1]).toEqual([10, 17.5, 0]);
  });

  it('shows visits per source beside signups, activations, first payments and revenue, with the conversion', async () => {
    stubApi(() => [200, FIGURES]);
    renderScreen(<DashboardScreen />);
    const table = await screen.findByTestId('sources-table');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual([
      'Bron',
      'Bezoeken',
      'Aanmeldingen',
      'Activaties',
      'Eerste betalingen',
      'Conversie (aanmeldingen per bezoek)',
      'Omzet EUR',
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent!.replace(/\s/g, ' ')));
    expect(rows).toEqual([
      ['adnet', '50', '3', '1', '0', '6%', '€ 10,00'],
      ['Zonder bron', '0', '1', '0', '1', '–', '€ 17,50'],
    ]);
  });

  it('asks for the range and the site chosen', async () => {
    const fetch = stubApi(() => [200, FIGURES]);
    renderScreen(<DashboardScreen />);
    await screen.findByTestId('figures-table');
    await userEvent.type(screen.getByLabelText('Van'), '2024-03-01');
    await userEvent.type(screen.getByLabelText('Tot en met'), '2024-03-31');
    await userEvent.selectOptions(screen.getByLabelText('Site'), 'Zweite Seite');
    await userEvent.click(screen.getByRole('button', { name: 'Tonen' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toContainEqual(
        `/api/admin/dashboard.php?from=2024-03-01&to=2024-03-31&site_id=${SITE_B}`,
      ),
    );
  });

  it('says why a range is refused', async () => {
    stubApi(() => [
      400,
      { statusCode: 400, code: 'validation_failed', message: 'x', fields: { to: 'validation.too_big|{"count":366}' } },
    ]);
    renderScreen(<DashboardScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Dit mag hoogstens 366 zijn.');
    expect(screen.queryByTestId('figures-table')).toBeNull();
  });
});
