import { act, waitFor } from '@testing-library/react';
import { type ReactNode, startTransition } from 'react';
import { type Root, createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOver, useBrowserValue, useTakeOverEnd } from './browser-value.ts';

/** What each render of `Shown` drew. */
let drawn: string[] = [];

function Shown() {
  const value = useBrowserValue(() => 'browser', 'server');
  drawn.push(value);
  return <p>{value}</p>;
}

function AppRootLike({ children }: { children: ReactNode }) {
  useTakeOverEnd();
  return children;
}

afterEach(() => {
  drawn = [];
  document.body.innerHTML = '';
});

describe('a value only the browser knows', () => {
  it("is the server's while the app takes over a drawn screen, and the browser's after, without a mismatch", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <AppRootLike>
        <Shown />
      </AppRootLike>,
    );
    expect(container.textContent).toBe('server');
    drawn = [];
    const mismatches = vi.fn();
    let root!: Root;
    await act(async () =>
      takeOver(() =>
        startTransition(() => {
          root = hydrateRoot(
            container,
            <AppRootLike>
              <Shown />
            </AppRootLike>,
            { onRecoverableError: mismatches },
          );
        }),
      ),
    );
    await waitFor(() => expect(container.textContent).toBe('browser'));
    expect(drawn[0]).toBe('server');
    expect(drawn.at(-1)).toBe('browser');
    expect(mismatches).not.toHaveBeenCalled();

    // Drawn after the take-over: the browser's value from the first render on.
    drawn = [];
    const later = document.body.appendChild(document.createElement('div'));
    const laterRoot = createRoot(later);
    act(() => laterRoot.render(<Shown />));
    expect(drawn).toEqual(['browser']);
    act(() => {
      laterRoot.unmount();
      root.unmount();
    });
  });

  it("is the browser's at once where the app draws the page itself", () => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => root.render(<Shown />));
    expect(drawn).toEqual(['browser']);
    act(() => root.unmount());
  });
});
