import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../shared/page-routes.ts';
import { SCREENS } from './screens.ts';

const served = PAGE_ROUTES.filter((route) => route.served);

describe('the screens of shared/page-routes.ts', () => {
  it('has a screen module for each served route and none for another name', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(served.map((route) => route.name).sort());
    for (const { name } of served) expect(SCREENS[name]).toBeTypeOf('function');
  });

  it('gives each route one of the layouts', () => {
    for (const route of PAGE_ROUTES) expect(['default', 'chat', 'lander', 'empty']).toContain(route.layout);
  });
});
