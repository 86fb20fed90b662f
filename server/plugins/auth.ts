import { timingSafeEqual } from 'node:crypto';
import type {
  FastifyPluginAsync,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { ROUTE_AUTH, type RouteAuth } from '../../shared/contracts/endpoint.ts';
import { STAFF_PERMISSIONS, type StaffPermission } from '../../shared/staff-roles.ts';
import { AppError, authenticationRequired } from '../lib/app-error.ts';
import { addRouteHook } from './route-table.ts';
import { sessionToken, staffSessionToken } from './session-cookie.ts';

/**
 * The app's site and member types, filled in by the module that defines them (declaration merging, as @fastify/jwt's
 * FastifyJWT): this plugin knows no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AuthTypes {}
type Site = AuthTypes extends { site: infer S } ? S : unknown;
type Member = AuthTypes extends { member: infer M } ? M : unknown;
type Staff = AuthTypes extends { staff: infer S } ? S : unknown;

/** What the plugin needs from the app: a site by host, a member by session. */
export interface AuthOptions {
  /** The site served on a host; throws (404 unknown_site) for a host no site serves. */
  siteOf(host: string | undefined): Site;
  /** The member of a session on a site while the session is in memory, without waiting; else undefined. */
  cachedMemberOf(token: string, site: Site): Member | undefined;
  /** The member of a session on a site; undefined when there is none or it ended. */
  memberOf(token: string, site: Site): Promise<Member | undefined>;
  /** The staff member of a console session, verified (both factors) or half-open; undefined when it ended. */
  staffOf(token: string): Promise<{ staff: Staff; verified: boolean } | undefined>;
  /** Whether a staff member's role grants a permission (shared/staff-roles.ts). */
  staffMay(staff: Staff, permission: StaffPermission): boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** On a route declared `staff`: the permission it needs (shared/staff-roles.ts). */
    can?: StaffPermission;
  }
  interface FastifyRequest {
    /** The site of the request's host, resolved on first use and kept; 404 unknown_site for a host no site serves. */
    readonly site: Site;
    /** The logged-in member on this site, looked up on the first call (through the session cache) and kept. */
    findMember(): Promise<Member | undefined>;
    /** The member found so far: on a route declared `member`, its member; 403 authentication_required without one. */
    readonly member: Member;
    /** On a route declared `staff` or `staff_login`: the staff member of the console session. */
    readonly staff: Staff;
  }
}

/**
 * How an answer that varies per viewer may be kept: by this viewer's browser only, and not on its disk either (a shared
 * computer, a back button after logout). Every answer of a route declared `member`, `optional` or `staff` carries it,
 * whoever asks (a visitor's answer differs from a member's on the same URL), errors included, unless the route chose a
 * `private` or `no-store` rule of its own. Routes declared `none` answer alike for everyone and choose their own
 * (photos: public, or private for a signed URL; the web app's files: immutable).
 */
export const PER_VIEWER_CACHE = 'private, no-store';
/** The header as prepared answers carry it (the fast lane's GET /api/user.php). */
export const PER_VIEWER_HEADERS: Readonly<Record<string, string>> = { 'cache-control': PER_VIEWER_CACHE };
const OWN_PRIVATE_RULE = /\b(?:private|no-store)\b/;

const keepPerViewer: onSendHookHandler = (_request, reply, payload, done) => {
  const given = reply.getHeader('cache-control');
  if (given !== PER_VIEWER_CACHE && !(typeof given === 'string' && OWN_PRIVATE_RULE.test(given))) {
    reply.header('cache-control', PER_VIEWER_CACHE);
  }
  done(null, payload);
};

const staffLoginRequired = () => new AppError('staff_login_required', 401);
const secondFactorRequired = () => new AppError('second_factor_required', 401);
const staffForbidden = () => new AppError('staff_forbidden', 403);

const SITE = Symbol('site');
const LOOKUP = Symbol('member lookup');
const FOUND = Symbol('member');
const STAFF = Symbol('staff');
type Memo = FastifyRequest & {
  [SITE]?: Site;
  [LOOKUP]?: Promise<Member | undefined>;
  [FOUND]?: Member;
  [STAFF]?: Staff;
};

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Who is asking, once per request: `request.site` from the host and `request.member` from the session cookie, both
 * looked up only when a route or handler needs them; and each route's declared `config.auth`, enforced by a hook of
 * that route alone. Routes registered before this plugin (third-party ones, which cannot declare) are not checked.
 */
const authPlugin: FastifyPluginAsync<AuthOptions> = async (app, options) => {
  function lookUp(request: Memo): Promise<Member | undefined> {
    const site = request.site;
    const token = sessionToken(request);
    if (!token) return Promise.resolve(undefined);
    const cached = options.cachedMemberOf(token, site);
    if (cached) return Promise.resolve((request[FOUND] = cached));
    return options.memberOf(token, site).then((member) => (request[FOUND] = member));
  }

  app.decorateRequest('site', {
    getter(this: Memo) {
      return (this[SITE] ??= options.siteOf(this.host));
    },
  });
  app.decorateRequest('findMember', function (this: Memo) {
    return (this[LOOKUP] ??= lookUp(this));
  });
  app.decorateRequest('member', {
    getter(this: Memo) {
      if (this[FOUND] === undefined) throw authenticationRequired();
      return this[FOUND];
    },
  });

  // Synchronous when the session is cached: the hot path (GET /api/user.php) waits for no promise.
  const requireMember: preHandlerHookHandler = (request, _reply, done) => {
    const lookup = request.findMember();
    if ((request as Memo)[FOUND] !== undefined) return done();
    lookup.then((member) => done(member === undefined ? authenticationRequired() : undefined), done);
  };
  app.decorateRequest('staff', {
    getter(this: Memo) {
      if (this[STAFF] === undefined) throw staffLoginRequired();
      return this[STAFF];
    },
  });
  /**
   * The console's session, before the body is read: `staff_login` routes (the second factor) take a half-open one,
   * `staff` routes a verified one whose role grants the route's permission.
   */
  const requireStaff =
    (permission: StaffPermission | undefined): onRequestHookHandler =>
    (request, _reply, done) => {
      const token = staffSessionToken(request);
      if (!token) return done(staffLoginRequired());
      options.staffOf(token).then((session) => {
        if (!session) return done(staffLoginRequired());
        (request as Memo)[STAFF] = session.staff;
        if (permission === undefined) return done();
        if (!session.verified) return done(secondFactorRequired());
        done(options.staffMay(session.staff, permission) ? undefined : staffForbidden());
      }, done);
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    const auth = route.config?.auth;
    const where = `${[route.method].flat().join(',')} ${route.url}`;
    if (!auth || !ROUTE_AUTH.includes(auth)) {
      throw new Error(`${where} declares no config.auth (one of ${ROUTE_AUTH.join(', ')})`);
    }
    if (auth !== 'none') route.onSend = addRouteHook(route.onSend, keepPerViewer);
    if (auth === 'member') route.preHandler = addRouteHook(route.preHandler, requireMember);
    const can = route.config?.can;
    if (auth === 'staff' && !(can && can in STAFF_PERMISSIONS)) {
      throw new Error(`${where} is a staff route that declares no config.can (shared/staff-roles.ts)`);
    }
    if (auth === 'staff' || auth === 'staff_login') route.onRequest = addRouteHook(route.onRequest, requireStaff(can));
  });
};

// Not encapsulated: the decorations and the check reach every route registered after it.
Object.assign(authPlugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: 'auth' });
export { authPlugin };
