import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, noteOf, renderScreen, stubFetch } from '../../test/screen.tsx';
import { Component as Login } from './login.tsx';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));

describe('the login form', () => {
  it('asks for both fields under them and sends nothing while they are empty', async () => {
    const fetch = stubFetch();
    renderScreen(<Login />);
    await submit();
    expect([noteOf('E-mailadres'), noteOf('Wachtwoord')]).toEqual(['Dit veld is verplicht.', 'Dit veld is verplicht.']);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mailadres'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal right above the button", async () => {
    const fetch = stubFetch(401, { statusCode: 401, code: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
    renderScreen(<Login />);
    fill('E-mailadres', 'Demo@Example.com ');
    fill('Wachtwoord', 'wrong');
    await submit();
    const error = await screen.findByTestId('login-error');
    expect(error.textContent?.trim()).toBe('Login mislukt, probeer opnieuw');
    expect(error.nextElementSibling).toBe(screen.getByRole('button', { name: 'Inloggen' }));
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      email: 'demo@example.com',
      password: 'wrong',
    });
  });

  it('keeps a language chosen on this device and saves it to the account', async () => {
    document.cookie = 'i18n_locale=en; path=/';
    localStorage.setItem('flag:language_chosen', '1');
    const fetch = stubFetch(200, { id: 'm1', language: 'nl' });
    renderScreen(<Login />);
    fill('E-mailadres', 'demo@example.com');
    fill('Wachtwoord', 'demo-password');
    await submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[1]!;
    expect([url, init!.method, JSON.parse(init!.body as string)]).toEqual(['/api/user.php', 'PUT', { language: 'en' }]);
    document.cookie = 'i18n_locale=; path=/; max-age=0';
    localStorage.clear();
  });
});
