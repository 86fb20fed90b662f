import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, staffAnswer, stubApi } from '../test/console-screen.ts';
import { LoginScreen } from './login-screen.tsx';
import { staffKey } from './use-staff.ts';

const LOGIN = { url: '/admin/login', path: '/admin/login' };

describe('the console login', () => {
  it('asks the password, then the code, and opens the console', async () => {
    const fetch = stubApi((path) => {
      if (path === '/api/admin/me.php') return [401, { code: 'staff_login_required' }];
      if (path === '/api/admin/login.php') return [200, { ok: true }];
      return [200, staffAnswer('moderator', ['console.use', 'photos.review'])];
    });
    renderScreen(<LoginScreen />, [], LOGIN);
    await userEvent.type(await screen.findByLabelText('E-mailadres'), 'mod@staff.test');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await screen.findByTestId('elsewhere');
    const sent = fetch.mock.calls.map(([url, init]) => [url.split('?')[0], init?.body]);
    expect(sent).toContainEqual([
      '/api/admin/login.php',
      JSON.stringify({ email: 'mod@staff.test', password: 'a long password' }),
    ]);
    expect(sent).toContainEqual(['/api/admin/second-factor.php', JSON.stringify({ code: '123456' })]);
  });

  it('says why a password or a code is refused, and stays on its step', async () => {
    stubApi((path) =>
      path === '/api/admin/login.php'
        ? [401, { statusCode: 401, code: 'login_failed', message: 'Login mislukt, probeer opnieuw' }]
        : [401, { code: 'staff_login_required' }],
    );
    renderScreen(<LoginScreen />, [], LOGIN);
    await userEvent.type(await screen.findByLabelText('E-mailadres'), 'mod@staff.test');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Login mislukt, probeer opnieuw');
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('sends a logged-in staff member on to the console', async () => {
    stubApi(() => [200, {}]);
    renderScreen(<LoginScreen />, [[staffKey, staffAnswer('admin', ['console.use'])]], LOGIN);
    await waitFor(() => expect(screen.queryByTestId('elsewhere')).not.toBeNull());
  });
});
