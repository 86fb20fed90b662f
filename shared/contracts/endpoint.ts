import type { z } from 'zod';
import type * as accounts from './accounts.ts';
import type * as auth from './auth.ts';
import type * as chats from './chats.ts';
import type * as complaints from './complaints.ts';
import type * as dashboard from './dashboard.ts';
import type * as directDebit from './direct-debit.ts';
import type * as fictional from './fictional.ts';
import type * as geo from './geo.ts';
import type * as likes from './likes.ts';
import type * as memberDesk from './member-desk.ts';
import type * as members from './members.ts';
import type * as moderation from './moderation.ts';
import type * as notifications from './notifications.ts';
import type * as payments from './payments.ts';
import type * as photos from './photos.ts';
import type * as profile from './profile.ts';
import type * as push from './push.ts';
import type * as savedSearches from './saved-searches.ts';
import type * as siteAdmin from './site-admin.ts';
import type * as sites from './sites.ts';
import type * as staff from './staff.ts';
import type * as visits from './visits.ts';
import type { StaffPermission } from '../staff-roles.ts';

/**
 * What a route needs before its handler runs; every route declares it as `config.auth`, and one that does not is
 * refused at registration (no endpoint is public by omission).
 * - `none`: nobody in particular (the site's public data, mailed links, logout); the handler reads no member.
 * - `optional`: a visitor or a member; the handler asks `await request.findMember()`.
 * - `member`: a logged-in member on this site, found before the handler (`request.member`), else 403.
 * - `staff`: a console session with both factors whose role grants the endpoint's `can`, checked before the body is
 *   read (`request.staff`), else 401 (no session, or the second factor missing) or 403 (another role's permission).
 * - `staff_login`: a console session after the password, before the second factor (that step only).
 */
export const ROUTE_AUTH = ['none', 'optional', 'member', 'staff', 'staff_login'] as const;
export type RouteAuth = (typeof ROUTE_AUTH)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An endpoint's schemas: what it reads (JSON body, query string) and what it answers with 200. */
export interface EndpointSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

/** The contract modules an endpoint's schemas come from: types here, the modules themselves on the server. */
export interface Contracts {
  accounts: typeof accounts;
  auth: typeof auth;
  chats: typeof chats;
  complaints: typeof complaints;
  dashboard: typeof dashboard;
  directDebit: typeof directDebit;
  fictional: typeof fictional;
  geo: typeof geo;
  likes: typeof likes;
  memberDesk: typeof memberDesk;
  members: typeof members;
  moderation: typeof moderation;
  notifications: typeof notifications;
  payments: typeof payments;
  photos: typeof photos;
  profile: typeof profile;
  push: typeof push;
  savedSearches: typeof savedSearches;
  siteAdmin: typeof siteAdmin;
  sites: typeof sites;
  staff: typeof staff;
  visits: typeof visits;
}

/**
 * One API endpoint, defined once (decision 029): the server registers its route from it (server/plugins/
 * endpoint-route.ts) and the web calls it through `api()` (web/src/lib/api-client.ts), both typed by its schemas.
 *
 * The schemas are named by a function of the contract modules, which only the server calls (with the modules
 * themselves): a screen calling an endpoint carries neither zod nor the contract's schemas, only their types.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  path: `/api/${string}`;
  auth: RouteAuth;
  /** On a `staff` endpoint: the permission its route needs (shared/staff-roles.ts). */
  can?: StaffPermission;
  /** The body is a file upload (multipart/form-data, read by the handler), not JSON: see defineUpload. */
  upload?: true;
  schemas: (contracts: Contracts) => S;
}

export function defineEndpoint<S extends EndpointSchemas>(endpoint: Endpoint<S> & { upload?: never }): Endpoint<S> {
  return endpoint;
}

/** An endpoint whose body is one file (multipart/form-data): the web sends a FormData, the handler reads the file. */
export function defineUpload<S extends Omit<EndpointSchemas, 'body'>>(
  endpoint: Omit<Endpoint<S>, 'upload'>,
): Endpoint<S> & { upload: true } {
  return { ...endpoint, upload: true };
}

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type Input<S extends EndpointSchemas, K extends 'body' | 'query'> = S[K] extends z.ZodType ? z.input<S[K]> : never;

/** What a caller sends: the body's and query's input types (a FormData for an upload). */
export type BodyOf<E extends Endpoint> = E extends { upload: true } ? FormData : Input<SchemasOf<E>, 'body'>;
export type QueryOf<E extends Endpoint> = Input<SchemasOf<E>, 'query'>;
/** What the endpoint answers, as the caller receives it. */
export type AnswerOf<E extends Endpoint> = z.output<SchemasOf<E>['response']>;
