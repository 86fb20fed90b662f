import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, noteOf, renderScreen, stubApi } from '../../../test/screen.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';

function renderForm(answer: [number, unknown]) {
  const fetch = stubApi(() => answer);
  renderScreen(<PasswordChangeForm />);
  return fetch;
}

function change(old: string, password: string, repeat: string) {
  fill('Huidig wachtwoord', old);
  fill('Nieuw wachtwoord', password);
  fill('Herhaal nieuw wachtwoord', repeat);
  fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
}

describe('the password change form', () => {
  it('offers both new-password fields to password managers as new ones', () => {
    renderForm([200, {}]);
    for (const label of ['Nieuw wachtwoord', 'Herhaal nieuw wachtwoord']) {
      const input = screen.getByLabelText(label);
      expect([input.getAttribute('type'), input.getAttribute('autocomplete')]).toEqual(['password', 'new-password']);
    }
    expect(screen.getByLabelText('Huidig wachtwoord').getAttribute('autocomplete')).toBe('current-password');
  });

  it('says under the repeat that the two differ, and under the new one that it is short, before sending', async () => {
    const fetch = renderForm([200, {}]);
    change('old password', 'kort', 'anders');
    await waitFor(() => expect(noteOf('Herhaal nieuw wachtwoord')).toBe('De opgegeven wachtwoorden zijn niet gelijk.'));
    expect(noteOf('Nieuw wachtwoord')).toBe('Kies een wachtwoord van minstens 8 tekens.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the three, says it is done and empties the fields', async () => {
    const fetch = renderForm([200, {}]);
    change('old password', 'second password', 'second password');
    expect((await screen.findByTestId('toaster')).textContent).toBe(
      'Je wachtwoord is gewijzigd. Op andere apparaten ben je uitgelogd.',
    );
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
      old_password: 'old password',
      password: 'second password',
      password_repeat: 'second password',
    });
    expect((screen.getByLabelText('Nieuw wachtwoord') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal of the old password under its field", async () => {
    const fields = { old_password: 'Controleer je oude wachtwoord.' };
    renderForm([400, { statusCode: 400, code: 'validation_failed', message: 'Controleer de velden.', fields }]);
    change('wrong one', 'second password', 'second password');
    await waitFor(() => expect(noteOf('Huidig wachtwoord')).toBe('Controleer je oude wachtwoord.'));
  });
});
