import { describe, expect, it } from 'vitest';
import { installPageHiddenBeacon } from './page-hidden.ts';

/** A page whose visibility the test turns, a tab's storage, and the beacons sent (true: with bounce logging). */
function tab(storage = new Map<string, string>(), member = false) {
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const sent: boolean[] = [];
  const turn = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  const deps = {
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, v: string) => void storage.set(key, v),
    },
    page,
    memberHere: () => member,
    send: (logBounce: boolean) => void sent.push(logBounce),
  };
  return { deps, turn, sent, storage };
}

describe('the page-hidden beacon', () => {
  it('logs a bounce each time the page is hidden, when the visit came with ?lb', () => {
    const { deps, turn, sent } = tab();
    installPageHiddenBeacon({ ...deps, search: '?lb=1&ref=x' });
    turn('visible');
    expect(sent).toEqual([]);
    turn('hidden');
    turn('visible');
    turn('hidden');
    expect(sent).toEqual([true, true]);
  });

  it('keeps logging for the tab after ?lb is gone from the address', () => {
    const first = tab();
    installPageHiddenBeacon({ ...first.deps, search: '?lb' });
    const reloaded = tab(first.storage);
    installPageHiddenBeacon({ ...reloaded.deps, search: '' });
    reloaded.turn('hidden');
    expect(reloaded.sent).toEqual([true]);
  });

  it("tells the server a member's page went away, without logging it as a bounce", () => {
    const { deps, turn, sent } = tab(new Map(), true);
    installPageHiddenBeacon({ ...deps, search: '?ref=lb' });
    turn('hidden');
    expect(sent).toEqual([false]);
  });

  it('sends nothing for a visitor without ?lb', () => {
    const { deps, turn, sent } = tab();
    installPageHiddenBeacon({ ...deps, search: '?ref=lb' });
    turn('hidden');
    expect(sent).toEqual([]);
  });
});
