import type { IncomingHttpHeaders } from 'node:http';
import { parseCookie } from 'cookie';

/** A request cookie, parsed only where a route reads one (not on every request); for Fastify and node:http alike. */
export function requestCookie(request: { headers: IncomingHttpHeaders }, name: string): string | undefined {
  return request.headers.cookie ? parseCookie(request.headers.cookie)[name] : undefined;
}
