import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/contracts/auth.ts';
import { userQuery, useUser } from '../../lib/current-user.ts';
import { testUser } from '../../test/members.ts';
import { fill, stubApi } from '../../test/screen.tsx';
import { useRouteName } from '../route-name.ts';
import { Component as Login } from '../routes/login.tsx';
import { FlashMessage } from './flash-message.tsx';
import { ScreenOutlet } from './screen-outlet.tsx';

const member = { ...testUser, status: 'confirmed' } as User;

/** What the default layout puts around a screen: the flash and the outlet that sends a visitor elsewhere. */
function Frame() {
  const { data: user } = useUser();
  return (
    <>
      <FlashMessage />
      <ScreenOutlet user={user} routeName={useRouteName()} redirects />
    </>
  );
}

const standIn = (name: string, path: string) => ({ path, handle: { name }, element: <div data-testid={name} /> });

/** The app at `url` for a visitor, with stand-ins for the screens and the real login form; logging in succeeds. */
function openAsVisitor(url: string) {
  const fetch = stubApi((path) => (path === '/api/user.php' ? [200, member] : [404, {}]));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(userQuery.queryKey, null);
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          standIn('index', '/'),
          standIn('likes', '/likes'),
          standIn('chats', '/chats'),
          standIn('settings', '/settings'),
          standIn('credits-id-paymentmethod', '/credits/:id/:paymentmethod?'),
          standIn('credits', '/credits'),
          standIn('members', '/members'),
          { path: '/login', handle: { name: 'login' }, element: <Login /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, fetch };
}

async function logIn() {
  fill('E-mailadres', 'demo@example.com');
  fill('Wachtwoord', 'secret-password');
  await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('a visitor on a members-only screen', () => {
  it('is asked to log in, saying why, and comes back to the screen after', async () => {
    const { router } = openAsVisitor('/likes');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Flikes');
    expect(screen.getByTestId('flash').textContent).toContain('Log in om deze pagina te zien.');
    expect(screen.getByTestId('flash').className).toContain('alert-info');
    expect(screen.queryByTestId('likes')).toBeNull();
    await logIn();
    expect(await screen.findByTestId('likes')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/likes');
  });

  it('comes back to the chosen bundle with its method and query', async () => {
    const { router } = openAsVisitor('/credits/0b6a1e5c-1d2e-4f3a-9b8c-7d6e5f4a3b2c/ideal?country=NL');
    await screen.findByTestId('login-form');
    await logIn();
    expect(await screen.findByTestId('credits-id-paymentmethod')).toBeTruthy();
    const { pathname, search } = router.state.location;
    expect(pathname + search).toBe('/credits/0b6a1e5c-1d2e-4f3a-9b8c-7d6e5f4a3b2c/ideal?country=NL');
  });

  it('is led the same way from the chats and the settings', async () => {
    for (const path of ['/chats', '/settings']) {
      const { router } = openAsVisitor(path);
      await screen.findByTestId('login-form');
      expect(router.state.location.search, path).toBe(`?next=${encodeURIComponent(path)}`);
      cleanup();
    }
  });

  it('sees the open screens as they are', async () => {
    openAsVisitor('/credits');
    expect(await screen.findByTestId('credits')).toBeTruthy();
    expect(screen.queryByTestId('flash')).toBeNull();
  });

  it("goes to the members' search after a plain login, and never to another site", async () => {
    const { router } = openAsVisitor('/login?next=%2F%2Fevil.test%2F');
    await screen.findByTestId('login-form');
    await logIn();
    expect(await screen.findByTestId('members')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/members');
  });
});
