import type { FastifyInstance, FastifySchema } from 'fastify';

/** One registered route as the app serves it: what the client-header check, the fuzz test and the docs walk. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after registerRouteTable, in registration order. */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyContextConfig {
    /** A GET that changes state (SPEC §7's logout): it needs the client header like any POST. */
    changesState?: boolean;
    /**
     * A route another site posts to on purpose and that acts for no session (a payment provider's webhook, the test
     * provider's checkout form, a mail client's one-click unsubscribe, the mail system's reports): it needs no client
     * header.
     */
    acceptsCrossSite?: boolean;
  }
}

/** Records every route as it is registered; call before any route. */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      table.push({
        method,
        url: route.url,
        schema: route.schema,
        config: (route.config ?? {}) as Record<string, unknown>,
      });
    }
  });
}

/** Appends a route-level hook once (the HEAD twin of a GET passes through onRoute with the GET's hooks). */
export function addRouteHook<H>(existing: H | H[] | undefined, hook: H): H[] {
  const hooks = existing === undefined ? [] : ([existing].flat() as H[]);
  return hooks.includes(hook) ? hooks : [...hooks, hook];
}
