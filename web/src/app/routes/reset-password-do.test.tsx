import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, noteOf, renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as ResetPasswordDo } from './reset-password-do.tsx';

function renderReset(answer: [number, unknown]) {
  const fetch = stubApi(() => answer);
  renderScreen(<ResetPasswordDo />, [], { url: '/reset-password/do?token=tok123', path: '/reset-password/do' });
  return fetch;
}

function save(password: string, repeat: string) {
  fill('Nieuw wachtwoord', password);
  fill('Herhaal je nieuwe wachtwoord', repeat);
  fireEvent.click(screen.getByText('Wachtwoord opslaan'));
}

describe('the new-password screen of the mailed link', () => {
  it('offers both fields to password managers as new ones', () => {
    renderReset([200, {}]);
    for (const label of ['Nieuw wachtwoord', 'Herhaal je nieuwe wachtwoord']) {
      expect(screen.getByLabelText(label).getAttribute('autocomplete')).toBe('new-password');
    }
  });

  it('says under the repeat that the two differ, before sending', async () => {
    const fetch = renderReset([200, {}]);
    save('my new password', 'not the same');
    await waitFor(() =>
      expect(noteOf('Herhaal je nieuwe wachtwoord')).toBe('De opgegeven wachtwoorden zijn niet gelijk.'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the token with the password and goes to the start page', async () => {
    const fetch = renderReset([200, { id: 'me' }]);
    save('my new password', 'my new password');
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'tok123',
      password: 'my new password',
      password_repeat: 'my new password',
    });
  });

  it('says an expired link is, with the way to a new one', async () => {
    const message = 'Link verlopen of invalide, vraag een nieuwe e-mail aan';
    renderReset([400, { statusCode: 400, code: 'link_invalid', message }]);
    save('my new password', 'my new password');
    expect((await screen.findByTestId('reset-error')).textContent).toContain(message);
    expect(screen.getByText('Vraag een nieuwe link aan')).toBeTruthy();
  });
});
