import { vi } from 'vitest';
import type { ShowcaseResponse } from '../../../shared/contracts/members.ts';
import { showcaseKeys } from '../features/showcase/api/keys.ts';
import { settingsQuery } from '../lib/site-settings.ts';
import { card, testSettings } from './members.ts';
import { stubApi } from './screen.tsx';

type ShowcaseMember = ShowcaseResponse['profiles'][number];

/** A showcase member for screen tests (a card with a photo): `n` makes the id and the name. */
export const showcaseMember = (n: number, extra: Partial<ShowcaseMember> = {}) => card(n, extra) as ShowcaseMember;

/** A showcase answer: these members (member 2 fictional by default), no place, towns or offers unless given. */
export const showcaseAnswer = (changes: Partial<ShowcaseResponse> = {}): ShowcaseResponse => ({
  place: null,
  profiles: [showcaseMember(1), showcaseMember(2, { fictional: true }), showcaseMember(3)],
  towns: [],
  offers: [],
  ...changes,
});

/**
 * The cache a lander's screen test starts from: the site's settings and the showcase of `slug`; any request the
 * screen still makes is answered with the same showcase.
 */
export function landerQueries(slug: string | undefined, answer: ShowcaseResponse): [readonly unknown[], unknown][] {
  stubApi(() => [200, answer]);
  return [
    [settingsQuery.queryKey, testSettings],
    [showcaseKeys.of(slug), answer],
  ];
}

/** The browser's answer to prefers-reduced-motion (jsdom has no matchMedia). */
export function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
