import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as MailChangeDo } from './mail-change-do.tsx';

/** /mail-change/do with the mailed token, POST /api/email-change-do.php answering `answer` (once it is let go). */
function renderConfirm(answer: [number, unknown]) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetch = stubApi(() => answer);
  const stubbed = fetch.getMockImplementation()!;
  fetch.mockImplementation(async (url, init) => {
    await answered;
    return stubbed(url, init);
  });
  renderScreen(<MailChangeDo />, [], { url: '/mail-change/do?token=tok-456', path: '/mail-change/do' });
  return { fetch, release };
}

const page = () => screen.getByTestId('mail-change');

describe('/mail-change/do, the link mailed to the new address', () => {
  it('checks the token once, then says the address is changed', async () => {
    const { fetch, release } = renderConfirm([200, { ok: true }]);
    expect(within(page()).getByRole('heading').textContent).toBe('E-mailadres wijzigen');
    expect(await screen.findByText('Bezig met controleren…')).toBeTruthy();
    release();
    expect((await screen.findByText('Je e-mailadres is gewijzigd.')).className).toContain('alert-success');
    expect(page().textContent).not.toContain('Bezig met controleren…');
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, JSON.parse(String(init?.body))])).toEqual([
      ['/api/email-change-do.php', 'POST', { token: 'tok-456' }],
    ]);
    expect(within(page()).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('says a used or expired link is, without saying the address changed', async () => {
    const message = 'Link verlopen of invalide, vraag een nieuwe e-mail aan';
    const { release } = renderConfirm([400, { statusCode: 400, code: 'link_invalid', message }]);
    release();
    expect((await screen.findByText(message)).className).toContain('alert-danger');
    expect(page().textContent).not.toContain('Je e-mailadres is gewijzigd.');
    expect(page().textContent).not.toContain('Bezig met controleren…');
  });
});
