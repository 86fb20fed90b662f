import { describe, expect, it } from 'vitest';
import { installPageHiddenBeacon } from './page-hidden.ts';

interface Beacon {
  url: string;
  body: Blob;
}

/** A page whose visibility the test turns, a tab's storage, and the beacons sent. */
function tab(storage = new Map<string, string>()) {
  const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const sent: Beacon[] = [];
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
    send: (url: string, body: Blob) => void sent.push({ url, body }),
  };
  return { deps, turn, sent, storage, urls: () => sent.map((beacon) => beacon.url) };
}

describe('the page-hidden beacon', () => {
  it('is sent each time the page becomes hidden, for anyone, with an empty JSON body', async () => {
    const { deps, turn, sent, urls } = tab();
    installPageHiddenBeacon({ ...deps, search: '?ref=lb' });
    turn('visible');
    expect(sent).toEqual([]);
    turn('hidden');
    turn('visible');
    turn('hidden');
    expect(urls()).toEqual(['/api/page-hidden.php', '/api/page-hidden.php']);
    expect(sent[0]!.body.type).toBe('application/json');
    expect(await sent[0]!.body.text()).toBe('{}');
  });

  it('asks for the page to be logged as a bounce when the visit came with ?lb', () => {
    const { deps, turn, urls } = tab();
    installPageHiddenBeacon({ ...deps, search: '?lb=1&ref=x' });
    turn('hidden');
    expect(urls()).toEqual(['/api/page-hidden.php?lb=1']);
  });

  it('keeps logging for the tab after ?lb is gone from the address', () => {
    const first = tab();
    installPageHiddenBeacon({ ...first.deps, search: '?lb' });
    const reloaded = tab(first.storage);
    installPageHiddenBeacon({ ...reloaded.deps, search: '' });
    reloaded.turn('hidden');
    expect(reloaded.urls()).toEqual(['/api/page-hidden.php?lb=1']);
  });
});
