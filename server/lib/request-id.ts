import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type TrustProxy, trustsPeer } from '../config/trust-proxy.ts';

/** The header a proxy passes its request id in, and the app returns the id in on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A proxy's id the app takes as it is: short, and nothing a log line or a header could be bent by. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Each request's id by its node:http request, for answers written outside Fastify (the WebSocket upgrade). */
const given = new WeakMap<IncomingMessage, string>();

/**
 * Fastify's `genReqId` (and the fast lane's): the X-Request-Id of a request that came from a trusted proxy, so that
 * one id follows a request through the balancer's log and ours; else a random one. A client cannot choose its id.
 */
export function requestIds(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trust);
  return (request) => {
    const header = request.headers[REQUEST_ID_HEADER];
    const id =
      typeof header === 'string' && SANE_REQUEST_ID.test(header) && trusted(request.socket.remoteAddress)
        ? header
        : randomUUID();
    given.set(request, id);
    return id;
  };
}

/** The id given to `request`; for the WebSocket server's `headers` event, whose answer Fastify does not write. */
export function requestIdOf(request: IncomingMessage): string | undefined {
  return given.get(request);
}
