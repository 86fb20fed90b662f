import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE, DEVICE_COOKIE, STAFF_COOKIE } from '../../shared/constants.ts';
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

/** Where the device cookie is sent: only to the login (POST /api/user.php), never with other requests. */
const DEVICE_COOKIE_PATH = '/api/user.php';

/** The device cookie of the request (see modules/auth/device-cookies.ts), if it carries one. */
export const deviceCookie = (request: { headers: IncomingHttpHeaders }) => requestCookie(request, DEVICE_COOKIE);

/** HttpOnly, SameSite=Strict (only our own login form sends it), Secure over HTTPS. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string, expires: Date): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: DEVICE_COOKIE_PATH,
    expires,
  });
}

/** Where the console's session cookie is sent: only to the console's API, never with members' requests. */
const STAFF_COOKIE_PATH = '/api/admin';

/** The console session's token of the request, if it carries one. */
export const staffSessionToken = (request: { headers: IncomingHttpHeaders }) => requestCookie(request, STAFF_COOKIE);

/** HttpOnly, SameSite=Strict (bound to the console: no other site's page sends it), Secure over HTTPS. */
export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date): void {
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: STAFF_COOKIE_PATH,
    expires,
  });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH });
}
