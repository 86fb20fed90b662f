import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataExportState } from '../../../../../shared/contracts/accounts.ts';
import { renderScreen, stubApi } from '../../../test/screen.tsx';
import { DataExportSection } from './data-export-section.tsx';

const none: DataExportState = { requested_today: false, latest: null };
const building: DataExportState = {
  requested_today: true,
  latest: { status: 'building', requested_at: '2026-11-29T09:00:00.000Z', expires_at: null },
};
const readyYesterday: DataExportState = {
  requested_today: false,
  latest: { status: 'ready', requested_at: '2026-11-28T09:00:00.000Z', expires_at: '2026-12-05T09:01:00.000Z' },
};

/** The section with the server's answers: GET gives `state` (then `after`), POST `post`. */
function renderSection(state: DataExportState, post: [number, unknown] = [200, building], token: string | null = null) {
  let current = state;
  const fetch = stubApi((path, init) => {
    expect(path).toBe('/api/data-export.php');
    if (init?.method === 'POST') {
      if (post[0] === 200) current = post[1] as DataExportState;
      else current = { ...current, requested_today: true };
      return post;
    }
    return [200, current];
  });
  renderScreen(<DataExportSection token={token} />);
  return fetch;
}

const requestButton = () => screen.queryByRole('button', { name: 'Download aanvragen' });

describe('the data export section', () => {
  it('asks for an export, then says the mail is coming and offers no second one', async () => {
    const fetch = renderSection(none);
    await userEvent.click(await screen.findByRole('button', { name: 'Download aanvragen' }));
    expect((await screen.findByTestId('data-export-building')).textContent).toBe(
      'Je aanvraag is ontvangen. We maken je bestand en sturen je een e-mail met de downloadlink zodra het klaar is.',
    );
    expect(requestButton()).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('says when today’s was asked already, and until when the last one can be downloaded', async () => {
    renderSection({ ...readyYesterday, requested_today: true });
    expect((await screen.findByTestId('data-export-already')).textContent).toBe(
      'Je hebt vandaag al een download aangevraagd. Morgen kun je een nieuwe aanvragen.',
    );
    expect(screen.getByText(/^Je laatste download staat klaar tot 5 december 2026/)).toBeTruthy();
    expect(requestButton()).toBeNull();
  });

  it('shows the refusal of a second ask (from another tab) and then the state', async () => {
    renderSection(none, [
      429,
      {
        code: 'data_export_daily_limit',
        message: 'Je hebt vandaag al een download van je gegevens aangevraagd. Morgen kun je een nieuwe aanvragen.',
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download aanvragen' }));
    await waitFor(() => expect(screen.getByTestId('data-export-already')).toBeTruthy());
    expect(requestButton()).toBeNull();
  });

  it('offers the mailed link’s download, with its token', async () => {
    renderSection(readyYesterday, undefined, 'tok/en+1');
    const link = await screen.findByRole('link', { name: 'ZIP-bestand downloaden' });
    expect(link.getAttribute('href')).toBe('/api/data-export-download.php?token=tok%2Fen%2B1');
    expect(screen.getByText('Je download staat klaar.')).toBeTruthy();
    // A new one can still be asked today; the link is offered rather than the "until" line.
    expect(await screen.findByRole('button', { name: 'Download aanvragen' })).toBeTruthy();
    expect(screen.queryByText(/^Je laatste download/)).toBeNull();
  });
});
