import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';
import { addRouteHook } from './route-table.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a successful answer waits until this instance has heard of every member change so far (decision 015):
     * true for a route that changes what the caches hold of a member (the columns of db/member-change-triggers.ts,
     * sessions, blocks), so that whoever reads next on this instance reads the change. Every route that changes state
     * declares it; a route that changes no cached member (a like, a chat message) says false and pays nothing.
     */
    settlesMemberChanges?: boolean;
  }
}

const READS = ['GET', 'HEAD'];

/**
 * The opt-in barrier: routes declaring `config.settlesMemberChanges: true` answer only once `settled()` resolves; a
 * route that changes state (any method but GET and HEAD, or a GET declaring `changesState`) and does not declare it
 * is refused at registration. Call before the routes it should check.
 */
export function registerMemberChangeBarrier(app: FastifyInstance, settled: () => Promise<void>): void {
  // A callback hook: an answer that failed passes straight through without a promise.
  const waitForMemberChanges: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode >= 400) return done(null, payload);
    settled().then(() => done(null, payload), done);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const changesState = route.config?.changesState === true || methods.some((method) => !READS.includes(method));
    const settles = route.config?.settlesMemberChanges;
    if (changesState && typeof settles !== 'boolean') {
      throw new Error(`${methods.join(',')} ${route.url} changes state but declares no config.settlesMemberChanges`);
    }
    if (settles) route.onSend = addRouteHook(route.onSend, waitForMemberChanges);
  });
}
