import { describe, expect, it } from 'vitest';
import { installPageBounceLogging } from './page-bounce.ts';

/** A page whose visibility the test turns, a tab's storage, and a count of the beacons sent. */
function tab(storage = new Map<string, string>()) {
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  let sent = 0;
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
    send: () => void sent++,
  };
  return { deps, turn, sent: () => sent, storage };
}

describe('page-bounce logging', () => {
  it('sends a beacon each time the page is hidden, when the visit came with ?lb', () => {
    const { deps, turn, sent } = tab();
    installPageBounceLogging({ ...deps, search: '?lb=1&ref=x' });
    turn('visible');
    expect(sent()).toBe(0);
    turn('hidden');
    turn('visible');
    turn('hidden');
    expect(sent()).toBe(2);
  });

  it('keeps logging for the tab after ?lb is gone from the address', () => {
    const first = tab();
    installPageBounceLogging({ ...first.deps, search: '?lb' });
    const reloaded = tab(first.storage);
    installPageBounceLogging({ ...reloaded.deps, search: '' });
    reloaded.turn('hidden');
    expect(reloaded.sent()).toBe(1);
  });

  it('sends nothing for a visit without ?lb', () => {
    const { deps, turn, sent } = tab();
    installPageBounceLogging({ ...deps, search: '?ref=lb' });
    turn('hidden');
    expect(sent()).toBe(0);
  });
});
