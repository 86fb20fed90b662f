import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fill, noteOf, renderScreen, stubFetch } from '../../test/screen.tsx';
import { LoginFirst } from '../login-first.tsx';
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

  it('says why an account is locked, and sends again when asked', async () => {
    const locked = 'Te veel foute pogingen, account voor 15 min geblokkeerd.';
    const fetch = stubFetch(429, { statusCode: 429, code: 'login_locked', message: locked });
    renderScreen(<Login />);
    fill('E-mailadres', 'demo@example.com');
    fill('Wachtwoord', 'wrong');
    await submit();
    expect((await screen.findByTestId('login-error')).textContent?.trim()).toBe(locked);
    expect([noteOf('E-mailadres'), noteOf('Wachtwoord')]).toEqual([undefined, undefined]);
    await submit();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('tells the owner of a deleted account how to restore it, and starts no session', async () => {
    const message =
      'Dit account is verwijderd. Je kunt het nog 12 dagen herstellen: klik op de link in de e-mail die we je ' +
      'stuurden toen je het verwijderde, en log daarna opnieuw in.';
    stubFetch(403, { statusCode: 403, code: 'account_deleted', message });
    renderScreen(<Login />, [], { url: '/login', path: '/login' });
    fill('E-mailadres', 'leaving@example.com');
    fill('Wachtwoord', 'secret');
    await submit();
    expect((await screen.findByTestId('login-error')).textContent?.trim()).toBe(message);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('sends a banned member to the ban page', async () => {
    const message = 'Je account is geblokkeerd. Je kunt niet meer inloggen.';
    stubFetch(403, { statusCode: 403, code: 'account_banned', message });
    renderScreen(<Login />, [], { url: '/login', path: '/login' });
    fill('E-mailadres', 'demo@example.com');
    fill('Wachtwoord', 'secret');
    await submit();
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it("puts the server's message about a field under that field", async () => {
    const message = 'Vul een geldig e-mailadres in.';
    stubFetch(400, { statusCode: 400, code: 'validation_failed', message, fields: { email: message } });
    renderScreen(<Login />);
    fill('E-mailadres', 'demo@example.com');
    fill('Wachtwoord', 'secret');
    await submit();
    await waitFor(() => expect(noteOf('E-mailadres')).toBe(message));
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mailadres'));
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

/** Where the router is, shown on every screen but the login form. */
function Here() {
  const { pathname, search } = useLocation();
  return <div data-testid="here">{`${pathname}${search}`}</div>;
}

let membersOnlyOpened = 0;
/** A screen for members only: logged out the first time it is opened, logged in after. */
function MembersOnly() {
  const [loggedOut] = useState(() => membersOnlyOpened++ === 0);
  return loggedOut ? <LoginFirst /> : <Here />;
}

/** The login form at /login, a screen for members only at /settings, anything else `Here`. */
function renderLoginAt(entry: { pathname: string; search?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<Login />} />
          <Route path="/settings" element={<MembersOnly />} />
          <Route path="*" element={<Here />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function logIn() {
  fill('E-mailadres', 'demo@example.com');
  fill('Wachtwoord', 'demo-password');
  await submit();
}

describe('where a member lands once logged in', () => {
  it('after a plain login: the members’ search, not the home page', async () => {
    stubFetch(200, { id: 'm1', language: 'nl' });
    renderLoginAt({ pathname: '/login' });
    await logIn();
    expect((await screen.findByTestId('here')).textContent).toBe('/members');
  });

  it('sent from a screen for members only: back on that screen, its query kept', async () => {
    stubFetch(200, { id: 'm1', language: 'nl' });
    membersOnlyOpened = 0;
    renderLoginAt({ pathname: '/settings', search: '?tab=mail' });
    await screen.findByRole('button', { name: 'Inloggen' });
    await logIn();
    expect((await screen.findByTestId('here')).textContent).toBe('/settings?tab=mail');
  });

  it('with a return address off the site: the search', async () => {
    stubFetch(200, { id: 'm1', language: 'nl' });
    renderLoginAt({ pathname: '/login', search: `?${new URLSearchParams({ next: '//evil.example/steal' })}` });
    await logIn();
    expect((await screen.findByTestId('here')).textContent).toBe('/members');
  });

  it('with a return address of the site: that screen', async () => {
    stubFetch(200, { id: 'm1', language: 'nl' });
    renderLoginAt({ pathname: '/login', search: `?${new URLSearchParams({ next: '/chats/c1?open=1' })}` });
    await logIn();
    expect((await screen.findByTestId('here')).textContent).toBe('/chats/c1?open=1');
  });
});

describe('a visitor without an account', () => {
  it('signs up from the login form and keeps the screen they were sent from', async () => {
    renderLoginAt({ pathname: '/login', search: `?${new URLSearchParams({ next: '/credits/abc' })}` });
    await userEvent.click(screen.getByRole('link', { name: 'Meld je gratis aan' }));
    expect((await screen.findByTestId('here')).textContent).toBe('/signup?next=%2Fcredits%2Fabc');
  });

  it('signs up plainly from a plain login form', async () => {
    renderLoginAt({ pathname: '/login' });
    await userEvent.click(screen.getByRole('link', { name: 'Meld je gratis aan' }));
    expect((await screen.findByTestId('here')).textContent).toBe('/signup');
  });
});
