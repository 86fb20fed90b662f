import type { FastifyRequest } from 'fastify';

/** A request cookie, parsed only by the routes that read one (not on every request). */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  return request.headers.cookie ? request.server.parseCookie(request.headers.cookie)[name] : undefined;
}
