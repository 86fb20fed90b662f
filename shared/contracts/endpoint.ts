import type { z } from 'zod';

/**
 * What a route needs before its handler runs; every route declares it as `config.auth`, and one that does not is
 * refused at registration (no endpoint is public by omission).
 * - `none`: nobody in particular (the site's public data, mailed links, logout); the handler reads no member.
 * - `optional`: a visitor or a member; the handler asks `await request.findMember()`.
 * - `member`: a logged-in member on this site, found before the handler (`request.member`), else 403.
 * - `staff`: the staff API's bearer token, checked before the body is read, else 401.
 */
export const ROUTE_AUTH = ['none', 'optional', 'member', 'staff'] as const;
export type RouteAuth = (typeof ROUTE_AUTH)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An endpoint's schemas: what it reads (JSON body, query string) and what it answers with 200. */
export interface EndpointSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

/**
 * One API endpoint, defined once (decision 029): the server registers its route from it (server/plugins/
 * endpoint-route.ts) and the web calls it through `api()` (web/src/lib/api.ts), both typed by its schemas.
 *
 * The schemas are loaded on demand, so that a screen calling an endpoint does not carry zod and the contract's
 * schemas into the browser: the server awaits them when it registers the route; the web only reads their types.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  path: `/api/${string}`;
  auth: RouteAuth;
  /** The body is a file upload (multipart/form-data, read by the handler), not JSON: see defineUpload. */
  upload?: true;
  schemas: () => Promise<S>;
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

type Loaders = Record<string, () => Promise<unknown>>;
type Loaded<L extends Loaders> = { [K in keyof L]: Awaited<ReturnType<L[K]>> };

/**
 * Endpoint schemas drawn from contract modules loaded when first asked for:
 * `const from = schemasFrom({ chats: () => import('./chats.ts') })`, then
 * `schemas: from(({ chats }) => ({ response: chats.chatsResponse }))`.
 */
export function schemasFrom<L extends Loaders>(loaders: L) {
  let loaded: Promise<Loaded<L>> | undefined;
  const loadAll = async () =>
    Object.fromEntries(
      await Promise.all(Object.entries(loaders).map(async ([name, load]) => [name, await load()] as const)),
    ) as Loaded<L>;
  return <S extends EndpointSchemas>(pick: (modules: Loaded<L>) => S) =>
    async (): Promise<S> =>
      pick(await (loaded ??= loadAll()));
}

type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type Input<S extends EndpointSchemas, K extends 'body' | 'query'> = S[K] extends z.ZodType ? z.input<S[K]> : never;

/** What a caller sends: the body's and query's input types (a FormData for an upload). */
export type BodyOf<E extends Endpoint> = E extends { upload: true } ? FormData : Input<SchemasOf<E>, 'body'>;
export type QueryOf<E extends Endpoint> = Input<SchemasOf<E>, 'query'>;
/** What the endpoint answers, as the caller receives it. */
export type AnswerOf<E extends Endpoint> = z.output<SchemasOf<E>['response']>;
