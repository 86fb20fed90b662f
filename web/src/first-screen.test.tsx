import { act, screen, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app/app-root.tsx';
import { createRouter, loadScreensOf } from './app/router.tsx';
import { renderFirstScreen } from './first-screen.tsx';
import { newQueryClient, seedBootAnswers } from './app/boot-answers.ts';
import { card } from './test/members.ts';
import { showcaseQuery } from './features/showcase/api/showcase.ts';
import { takeOver } from './lib/browser-value.ts';
import './test/screen.tsx';
import { visitorBoot } from './test/site.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The members the home page shows a visitor (the server draws it with them). */
const HOME_ANSWER = {
  place: null,
  profiles: [1, 2].map((n) => ({ ...card(n), photo: card(n).photo! })),
  towns: [],
  offers: [],
};

/** The browser takes over the screen the server drew as main.tsx does it: the same nodes, no second render. */
describe('taking over the drawn first screen', () => {
  it('hydrates the home page without a mismatch and keeps its nodes', async () => {
    const boot = visitorBoot('nl');
    const drawn = (await renderFirstScreen('https://demo.test/', boot, {
      showcase: { slug: undefined, answer: HOME_ANSWER },
    }))!;
    document.body.innerHTML = `<div id="root">${drawn.html}</div>`;
    const heading = screen.getByRole('heading', { level: 1 });
    const mismatches = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const queryClient = newQueryClient();
    seedBootAnswers(queryClient, boot);
    queryClient.setQueryData(showcaseQuery(undefined).queryKey, HOME_ANSWER);
    await loadScreensOf('/');
    let root!: Root;
    await act(async () =>
      takeOver(() =>
        startTransition(() => {
          root = hydrateRoot(
            document.getElementById('root')!,
            <AppRoot queryClient={queryClient} router={createRouter({ loaderData: drawn.loaderData })} />,
            { onRecoverableError: mismatches },
          );
        }),
      ),
    );
    // The layout marks who is asking once the app runs (the end-to-end tests wait for it).
    await waitFor(() => expect(document.querySelector('[data-auth="logged-out"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(mismatches).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    consoleError.mockRestore();
  });
});

describe('taking over a drawn lander', () => {
  it('hydrates from the showcase answer without a mismatch, then gives its links the page query', async () => {
    const boot = visitorBoot('nl');
    const answer = {
      place: null,
      profiles: [1, 2].map((n) => ({ ...card(n), photo: card(n).photo! })),
      towns: [],
      offers: [],
    };
    const drawn = (await renderFirstScreen('https://demo.test/landers/gallery', boot, {
      showcase: { slug: undefined, answer },
    }))!;
    window.history.pushState(null, '', '/landers/gallery?ref=ad');
    document.body.innerHTML = `<div id="root">${drawn.html}</div>`;
    const tile = screen.getAllByTestId('photo-card')[0]!;
    expect(tile.getAttribute('href')).toBe('/landers/gallery?signup=1');
    const mismatches = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const queryClient = newQueryClient();
    seedBootAnswers(queryClient, boot);
    // What showcaseQuery's initialData takes from the page's prefilled answers (lib/api-client.ts).
    queryClient.setQueryData(showcaseQuery(undefined).queryKey, answer);
    await loadScreensOf('/landers/gallery');
    const root = await act(async () =>
      hydrateRoot(
        document.getElementById('root')!,
        <AppRoot queryClient={queryClient} router={createRouter({ loaderData: drawn.loaderData })} />,
        { onRecoverableError: mismatches },
      ),
    );
    await waitFor(() => expect(document.querySelector('[data-auth="logged-out"]')).not.toBeNull());
    expect(screen.getAllByTestId('photo-card')[0]).toBe(tile);
    await waitFor(() => expect(tile.getAttribute('href')).toBe('/landers/gallery?ref=ad&signup=1'));
    expect(mismatches).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
    consoleError.mockRestore();
    window.history.pushState(null, '', '/');
  });
});
