import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, vi } from 'vitest';
import nl from '../../../shared/i18n/locales/nl.json';
import { interpolationOptions } from '../../../shared/i18n/options.ts';
import Toaster from '../components/toaster.tsx';
import { currentToasts, dismissToast, useToasts } from '../lib/toasts.ts';

/** Screen tests read the reference (Dutch) texts, set up as web/src/lib/i18n.ts sets up the app. */
await i18next.use(initReactI18next).init({
  lng: 'nl',
  fallbackLng: false,
  resources: { nl: { translation: nl } },
  interpolation: interpolationOptions,
  react: { useSuspense: false },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The toasts live outside React, for the whole file: none is left for the next test.
  currentToasts().forEach((toast) => dismissToast(toast.id));
});

/** The toaster, as app/app-frame.tsx shows it above every screen. */
function ScreenToaster() {
  const toasts = useToasts();
  return toasts.length > 0 ? <Toaster toasts={toasts} /> : null;
}

/** Where a screen is shown: its address, and the route pattern that gives it its parameters. */
export interface ScreenLocation {
  url: string;
  path: string;
}

/**
 * Renders a screen with a fresh query cache (pre-filled with `queries`: [key, data] pairs) and a router, at
 * `location` when given, under the toaster; the cache comes back as `client`.
 */
export function renderScreen(
  ui: ReactElement,
  queries: [readonly unknown[], unknown][] = [],
  location?: ScreenLocation,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const [key, data] of queries) client.setQueryData(key, data);
  const rendered = render(
    <QueryClientProvider client={client}>
      {location ? (
        <MemoryRouter initialEntries={[location.url]}>
          <Routes>
            <Route path={location.path} element={ui} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </MemoryRouter>
      ) : (
        <MemoryRouter>{ui}</MemoryRouter>
      )}
      <ScreenToaster />
    </QueryClientProvider>,
  );
  return { ...rendered, client };
}

type Answer = [status: number, body: unknown];

/** Replaces fetch: every request is recorded and answered by `answer` (given the path and the request). */
export function stubApi(answer: (path: string, init?: RequestInit) => Answer) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const [status, body] = answer(url.split('?')[0]!, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Replaces fetch: every request is recorded and answered with this status and JSON body. */
export const stubFetch = (status = 200, body: unknown = {}) => stubApi(() => [status, body]);

/** The message under a labelled field (its error or hint, as aria-describedby names it), if any. */
export function noteOf(label: string): string | undefined {
  const note = screen.getByLabelText(label).getAttribute('aria-describedby');
  return note ? (document.getElementById(note)?.textContent ?? undefined) : undefined;
}

/** Sets a field's whole value at once, as a paste would (typing thousands of characters is slow). */
export function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
