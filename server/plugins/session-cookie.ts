import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../../shared/constants.ts';
import { requestCookie } from '../lib/cookies.ts';

/** The session token of the request, if it carries one. */
export const sessionToken = (request: { headers: IncomingHttpHeaders }) => requestCookie(request, AUTH_COOKIE);

/** HttpOnly (no script reads it), SameSite=Lax (no cross-site posts), path /, Secure over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(AUTH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(AUTH_COOKIE, { path: '/' });
}
