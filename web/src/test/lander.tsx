import { useLocation } from 'react-router';
import type { ComponentType } from 'react';
import type { ShowcaseResponse } from '../../../shared/contracts/members.ts';
import { showcaseKeys } from '../features/showcase/api/keys.ts';
import { settingsQuery } from '../lib/site-settings.ts';
import { card } from './members.ts';
import { renderScreen } from './screen.tsx';
import { siteSettings } from './site.ts';

/** A showcase member for screen tests (`card(n)` with its photo's sizes). */
export const showcaseMember = (n: number, fictional = false): ShowcaseResponse['profiles'][number] => ({
  ...card(n, { fictional }),
  photo: { thumb: `p${n}/thumb.jpg`, profile: `p${n}/profile.jpg` },
});

/** GET /api/showcase.php's answer: members 1–6 (the second fictional), no place, no offers, `changes` put over it. */
export const showcaseAnswer = (changes: Partial<ShowcaseResponse> = {}): ShowcaseResponse => ({
  place: null,
  profiles: [1, 2, 3, 4, 5, 6].map((n) => showcaseMember(n, n === 2)),
  towns: [],
  offers: [],
  ...changes,
});

/** Shows where the app is now (path and query), for tests that follow a link or a navigation. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders a lander at `url` (matched by `path`) with its showcase answer for `slug` in the cache and a site that
 * badges fictional members.
 */
export function renderLander(
  Lander: ComponentType,
  {
    url,
    path,
    slug,
    answer = showcaseAnswer(),
  }: { url: string; path: string; slug?: string; answer?: ShowcaseResponse },
) {
  return renderScreen(
    <>
      <Lander />
      <Location />
    </>,
    [
      [settingsQuery.queryKey, siteSettings({ fictional_icon: true, fictional_warning: 'Dit profiel is fictief.' })],
      [showcaseKeys.of(slug), answer],
    ],
    { url, path },
  );
}
