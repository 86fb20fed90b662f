import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app/app-root.tsx';
import { createRouter, loadScreensOf } from './app/router.tsx';
import { renderFirstScreen } from './first-screen.tsx';
import { newQueryClient, seedBootAnswers } from './app/boot-answers.ts';
import './test/screen.tsx';
import { visitorBoot } from './test/site.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The browser takes over the screen the server drew as main.tsx does it: the same nodes, no second render. */
describe('taking over the drawn first screen', () => {
  it('hydrates the home page without a mismatch and keeps its nodes', async () => {
    const boot = visitorBoot('nl');
    const drawn = (await renderFirstScreen('https://demo.test/', boot))!;
    document.body.innerHTML = `<div id="root">${drawn.html}</div>`;
    const heading = screen.getByRole('heading', { level: 1 });
    const mismatches = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const queryClient = newQueryClient();
    seedBootAnswers(queryClient, boot);
    await loadScreensOf('/');
    const root = await act(async () =>
      hydrateRoot(
        document.getElementById('root')!,
        <AppRoot queryClient={queryClient} router={createRouter({ loaderData: drawn.loaderData })} />,
        { onRecoverableError: mismatches },
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
