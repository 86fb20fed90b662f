import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '../../shared/constants.ts';
import type { User } from '../../shared/contracts/auth.ts';
import { requestCookie } from '../lib/cookies.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { SitesService } from '../modules/sites/sites.service.ts';
import { requestSite } from './site-context.ts';

/** The session token of the request, if it carries one. */
export const sessionToken = (request: FastifyRequest) => requestCookie(request, AUTH_COOKIE);

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

/** The logged-in member of the request on its site; 403 authentication_required without one. */
export function requestMember(auth: AuthService, sites: SitesService, request: FastifyRequest): Promise<User> {
  return auth.requireUser(sessionToken(request), requestSite(sites, request).site.id);
}
