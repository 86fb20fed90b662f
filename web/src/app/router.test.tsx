import { type RouteObject, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../shared/page-routes.ts';
import { appRoutes, routes } from './router.tsx';

const nameOf = (route: RouteObject) => (route.handle as { name: string }).name;
/** The screens under each layout (below the pathless route that catches their errors). */
const screensOf = (layout: RouteObject) => layout.children![0]!.children!;
/** The name of the screen the router shows at `path`. */
const shownAt = (path: string) => nameOf(matchRoutes(appRoutes, path)!.at(-1)!.route);

describe('the routes drawn from shared/page-routes.ts', () => {
  it("puts each layout's screens in the table's order, the default layout's last the one word and any other path", () => {
    const inLayout = (layout: string) => PAGE_ROUTES.filter((route) => route.layout === layout).map(({ name }) => name);
    expect(routes.map((layout) => screensOf(layout).map(nameOf))).toEqual([
      [...inLayout('default'), 'not-found'],
      inLayout('chat'),
      inLayout('lander'),
      inLayout('empty'),
    ]);
    expect(inLayout('default').slice(-1)).toEqual(['token']);
  });

  it('makes `/` the index route and gives every other screen its pattern', () => {
    const [index, ...others] = screensOf(routes[0]!);
    expect(index).toMatchObject({ index: true, handle: { name: 'index' } });
    expect(others.find((route) => nameOf(route) === 'members-id')?.path).toBe('/members/:id');
  });

  it('shows at each path the screen it showed before', () => {
    expect(shownAt('/')).toBe('index');
    expect(shownAt('/chats')).toBe('chats');
    expect(shownAt('/members/1/chat')).toBe('members-id-chat');
    expect(shownAt('/likes/m/1')).toBe('likes-m-id');
    expect(shownAt('/credits/repeat-order')).toBe('credits-repeat-order');
    expect(shownAt('/landers/video')).toBe('landers-video');
    expect(shownAt('/signup-matches')).toBe('signup-matches');
    expect(shownAt('/someword')).toBe('token');
    expect(shownAt('/no/such/path')).toBe('not-found');
  });
});
