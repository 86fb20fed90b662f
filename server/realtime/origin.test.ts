import { describe, expect, it } from 'vitest';
import { isOwnOrigin, siteOrigins } from './origin.ts';

describe('the origins of a site', () => {
  it('are its base URL and each of its hosts, with the base URL’s scheme and port', () => {
    const site = { baseUrl: 'https://example.com:8443/' };
    expect([...siteOrigins(site, ['example.com', 'www.example.com', '[::1]'])]).toEqual([
      'https://example.com:8443',
      'https://www.example.com:8443',
      'https://[::1]:8443',
    ]);
    expect([...siteOrigins({ baseUrl: 'https://example.com' }, ['Alias.example'])]).toEqual([
      'https://example.com',
      'https://alias.example',
    ]);
  });

  it('let only the site’s own pages open a socket', () => {
    const site = { baseUrl: 'https://example.com' };
    const hosts = ['example.com'];
    expect(isOwnOrigin('https://example.com', site, hosts)).toBe(true);
    expect(isOwnOrigin('HTTPS://EXAMPLE.COM', site, hosts)).toBe(true);
    expect(isOwnOrigin('http://example.com', site, hosts)).toBe(false);
    expect(isOwnOrigin('https://example.com.evil.example', site, hosts)).toBe(false);
    expect(isOwnOrigin('https://example.com:444', site, hosts)).toBe(false);
    expect(isOwnOrigin('null', site, hosts)).toBe(false);
    expect(isOwnOrigin(undefined, site, hosts)).toBe(false);
  });
});
