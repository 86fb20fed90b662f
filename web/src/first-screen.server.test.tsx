// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from './first-screen.tsx';
import { siteSettings, visitorBoot } from './test/site.ts';

/** The server draws the first screen without a browser: no window, no document, no storage. */
describe('first screen drawn on the server', () => {
  it('draws the home page from the boot data alone, in its language', async () => {
    expect(typeof window).toBe('undefined');
    const dutch = await renderFirstScreen('https://demo.test/', visitorBoot('nl'));
    expect(dutch?.html).toContain('<h1 class="display-5 fw-bold">Daten in Nederland</h1>');
    expect(dutch?.html).toContain('Gratis aanmelden');
    expect(dutch?.html).toContain('data-testid="login-button"');
    const german = await renderFirstScreen('https://demo.test/', visitorBoot('de'));
    expect(german?.html).toContain('Kostenlos registrieren');
    expect(german?.html).not.toContain('Gratis aanmelden');
  });

  it("escapes the site's texts", async () => {
    const hostile = siteSettings({
      index_title: '</h1><script>alert(1)</script>',
      description: '<img src=x onerror=alert(1)>',
    });
    const drawn = await renderFirstScreen('https://demo.test/', visitorBoot('nl', hostile));
    expect(drawn?.html).toContain('&lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(drawn?.html).not.toContain('<script>');
    expect(drawn?.html).not.toContain('<img');
  });

  it('gives the loader data the router starts from, and nothing for a path the app does not serve', async () => {
    const drawn = await renderFirstScreen('https://demo.test/', visitorBoot('nl'));
    expect(Object.values(drawn!.loaderData)).toEqual([null]);
    expect(await renderFirstScreen('https://demo.test/no/such/page', visitorBoot('nl'))).toBeUndefined();
  });
});
