import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { ErrorPage, describeError } from './error-page.tsx';
import '../../test/screen.tsx';

describe('describeError (SPEC §8)', () => {
  it('takes the status from statusCode, status or response.status, in that order, 500 by default', () => {
    expect(describeError({ statusCode: 409, status: 400, message: 'Bezet' })).toEqual({
      status: 409,
      message: 'Bezet',
    });
    expect(describeError({ status: 403, response: { status: 401 } }).status).toBe(403);
    expect(describeError({ response: { status: 401 } }).status).toBe(401);
    expect(describeError(new Error('Kapot'))).toEqual({ status: 500, message: 'Kapot' });
    expect(describeError('a string')).toEqual({ status: 500 });
    expect(describeError(null)).toEqual({ status: 500 });
  });
});

/** The error page as the router shows it for `error` thrown by a screen. */
function renderThrown(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <ErrorPage />,
        loader: () => {
          throw error;
        },
        element: <div />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the error page', () => {
  it('titles an error without a message "Fout", with its status', async () => {
    renderThrown({ status: 502 });
    const page = await screen.findByTestId('error-page');
    expect(page.getAttribute('data-status')).toBe('502');
    expect(screen.getByRole('heading').textContent).toBe('Fout');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says a page that is not there could not be found, with the way back to the home page', async () => {
    renderThrown(new Response('', { status: 404 }));
    const page = await screen.findByTestId('error-page');
    expect(page.getAttribute('data-status')).toBe('404');
    expect(screen.getByRole('heading').textContent).toBe('Deze pagina kon niet worden gevonden');
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' }).getAttribute('href')).toBe('/');
  });

  it("shows an error's own message as the title", async () => {
    renderThrown(Object.assign(new Error('Je hebt onvoldoende credits'), { statusCode: 402 }));
    expect((await screen.findByRole('heading')).textContent).toBe('Je hebt onvoldoende credits');
    expect(screen.getByTestId('error-page').getAttribute('data-status')).toBe('402');
  });

  it('says "An error occurred while showing the error page" when the page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // An ApiError without a body breaks the page's own reading of it.
    renderThrown(Object.create(ApiError.prototype, { status: { value: 500 } }));
    expect(await screen.findByText('Er is een fout opgetreden bij het tonen van de foutpagina')).toBeTruthy();
    expect(screen.queryByTestId('error-page')).toBeNull();
  });
});
