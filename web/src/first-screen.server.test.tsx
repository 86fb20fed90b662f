// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ShowcaseResponse } from '../../shared/contracts/members.ts';
import { renderFirstScreen } from './first-screen.tsx';
import { card } from './test/members.ts';
import { siteSettings, visitorBoot } from './test/site.ts';

/** The home page's members, as the server hands them to the drawing. */
const HOME = {
  showcase: {
    slug: undefined,
    answer: { place: null, profiles: [], towns: [], offers: [] } satisfies ShowcaseResponse,
  },
};

/** The server draws the first screen without a browser: no window, no document, no storage. */
describe('first screen drawn on the server', () => {
  it('draws the home page from the boot data and its members, in its language', async () => {
    expect(typeof window).toBe('undefined');
    const dutch = await renderFirstScreen('https://demo.test/', visitorBoot('nl'), HOME);
    expect(dutch?.html).toContain('<h1 class="display-5 fw-bold">Daten in Nederland</h1>');
    expect(dutch?.html).toContain('Gratis aanmelden');
    expect(dutch?.html).toContain('data-testid="login-button"');
    const german = await renderFirstScreen('https://demo.test/', visitorBoot('de'), HOME);
    expect(german?.html).toContain('Kostenlos registrieren');
    expect(german?.html).not.toContain('Gratis aanmelden');
  });

  it("escapes the site's texts", async () => {
    const hostile = siteSettings({
      index_title: '</h1><script>alert(1)</script>',
      description: '<img src=x onerror=alert(1)>',
    });
    const drawn = await renderFirstScreen('https://demo.test/', visitorBoot('nl', hostile), HOME);
    expect(drawn?.html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(drawn?.html).not.toContain('<script>');
    expect(drawn?.html).not.toContain('<img');
  });

  it('gives the loader data the router starts from, and nothing for a path the app does not serve', async () => {
    const drawn = await renderFirstScreen('https://demo.test/', visitorBoot('nl'), HOME);
    expect(Object.values(drawn!.loaderData)).toEqual([null]);
    expect(await renderFirstScreen('https://demo.test/no/such/page', visitorBoot('nl'))).toBeUndefined();
  });
});

/** Every path drawn with the showcase (server/modules/sites/first-screen.ts): the home page and each lander. */
const LANDER_PATHS = [
  '/landers/tinderswipe',
  ...[
    'alonetonight',
    'collagelanding',
    'gallery',
    'iconslanding',
    'maplanding',
    'socialnetwork',
    'transitionsvideolanding',
    'video',
  ].flatMap((lander) => [`/landers/${lander}`, `/landers/${lander}/amsterdam`]),
];

describe('landers drawn on the server', () => {
  const answer: ShowcaseResponse = {
    place: { kind: 'town', name: 'Amsterdam', slug: 'amsterdam' },
    profiles: [1, 2, 3, 4, 5, 6].map((n) => ({ ...card(n), photo: card(n).photo!, fictional: n === 2 })),
    towns: [{ name: 'Amsterdam', slug: 'amsterdam', members: 6, latitude: 52.37, longitude: 4.89 }],
    offers: [],
  };

  it.each(LANDER_PATHS)('draws %s whole from the showcase answer it is given', async (path) => {
    const slug = path.split('/')[3];
    const drawn = await renderFirstScreen(`https://demo.test${path}`, visitorBoot('nl'), {
      showcase: { slug, answer },
    });
    expect(drawn?.html).toContain('Lid 1');
    expect(drawn?.html).toContain('p1/');
  });

  it('draws no lander without its showcase answer: the browser draws it', async () => {
    await expect(renderFirstScreen('https://demo.test/landers/gallery', visitorBoot('nl'))).rejects.toThrow(
      'not drawn whole',
    );
  });
});
