import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES, servedPageRoute } from '../../../shared/page-routes.ts';
import { buildPath, paths } from './paths.ts';

const ID = '0b9e2a52-8f0c-4a57-9d3e-2f4f1c6b7a10';
/** A value each parameter may take (shared/page-routes.ts), so that the path built is a served one. */
const SAMPLE: Record<string, string> = {
  id: ID,
  page: 'terms',
  type: 'received',
  paymentmethod: 'paypal',
  slug: 'amsterdam',
  token: 'voorwaarden',
};
const served = PAGE_ROUTES.filter((route) => route.served);

describe('paths', () => {
  it("builds each served route's path from its pattern, a path the server serves as that route", () => {
    for (const { name, path } of served) {
      const args = [...path.matchAll(/:(\w+)/g)].map(([, param]) => SAMPLE[param!]!);
      const build = paths[name] as (...values: string[]) => string;
      // The path without a query (the direct debit page's bundle and country, tested below).
      const [built] = build(...args).split('?');
      expect(built).toBe(path.replace(/:(\w+)\??/g, (_, param: string) => SAMPLE[param]!));
      expect(servedPageRoute(built!)?.name).toBe(name);
    }
  });

  it('leaves out an optional parameter not given, with its segment', () => {
    expect(paths.index()).toBe('/');
    expect(paths.transactions()).toBe('/transactions');
    expect(paths.transactions(ID)).toBe(`/transactions/${ID}`);
    expect(paths['credits-id-paymentmethod'](ID)).toBe(`/credits/${ID}`);
    expect(paths['credits-id-paymentmethod'](ID, 'sofort')).toBe(`/credits/${ID}/sofort`);
    expect(buildPath('/landers/video/:slug?', [''])).toBe('/landers/video');
  });

  it('puts the bundle and country of the direct debit page in its query', () => {
    expect(paths.directdebit(ID)).toBe(`/directdebit?bundle=${ID}`);
    expect(paths.directdebit(ID, 'de')).toBe(`/directdebit?bundle=${ID}&country=de`);
  });
});
