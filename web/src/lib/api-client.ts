import { CLIENT_HEADER, CLIENT_HEADER_VALUE, HTTP_RETRIES } from '../../../shared/constants.ts';
import { PREFILLED_ANSWERS_ELEMENT_ID, prefilledKey } from '../../../shared/boot-data.ts';
import type { AnswerOf, BodyOf, Endpoint, QueryOf } from '../../../shared/contracts/endpoint.ts';
import type { ErrorBody } from '../../../shared/errors.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** Sent as JSON, or as multipart/form-data when it is a FormData (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
}

/** Back-off before retry n is baseDelayMs * 2^n. */
export const retryPolicy = { baseDelayMs: 300 };
/** Requests that may be sent again without changing anything twice. */
const SAFE_METHODS = new Set(['GET', 'PUT', 'DELETE']);

let onAuthenticationRequired: () => void = () => {};

/** Called when a request (other than user.php) answers 403 "authentication required": the session is gone. */
export function setAuthenticationRequiredHandler(handler: () => void): void {
  onAuthenticationRequired = handler;
}

/** The answers the server put into the page for the first screen's requests (shared/boot-data.ts), each taken once. */
const prefilled = readPrefilledAnswers();

function readPrefilledAnswers(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById(PREFILLED_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return new Map();
  element.remove();
  return new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
}

function takePrefilled(path: string, query: Query = {}): unknown {
  if (prefilled.size === 0) return undefined;
  const key = prefilledKey(
    path,
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)] as [string, string]],
    ),
  );
  const answer = prefilled.get(key);
  prefilled.delete(key);
  return answer;
}

export function buildUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

let answerLanguage: string | undefined;

/** The language the server words its refusals in, where no locale cookie says it (the console's own choice). */
export function setAnswerLanguage(language: string): void {
  answerLanguage = language;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE };
  if (answerLanguage) headers['accept-language'] = answerLanguage;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, (data ?? {}) as Partial<ErrorBody>);
  return data as T;
}

/**
 * The one way the web app talks to the API: answers a GET the server already answered in the page (once), marks
 * requests as the client's, retries idempotent requests up to HTTP_RETRIES times with exponential back-off, and turns
 * a lost session into a logout.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET') {
    const answer = takePrefilled(path, options.query);
    if (answer !== undefined) return answer as T;
  }
  const retries = SAFE_METHODS.has(options.method ?? 'GET') ? HTTP_RETRIES : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && error.body.code === 'authentication_required') {
        if (!path.endsWith('/user.php')) onAuthenticationRequired();
        throw error;
      }
      if (attempt >= retries || !isRetryable(error)) throw error;
      await sleep(retryPolicy.baseDelayMs * 2 ** attempt);
    }
  }
}

type Sent<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]: T };
/** What a call to `endpoint` passes: its body and query when it has them, typed by its schemas. */
export type CallOptions<E extends Endpoint> = Sent<'body', BodyOf<E>> &
  Sent<'query', QueryOf<E>> & { signal?: AbortSignal };

/**
 * The answer the page carries prefilled for a GET of `endpoint` (taken once), for a query's `initialData`: a screen the
 * server drew then hydrates with its data at hand, never suspending while the app takes it over.
 */
export function prefilledAnswer<E extends Endpoint>(endpoint: E, query: QueryOf<E>): AnswerOf<E> | undefined {
  return takePrefilled(endpoint.path, query as Query) as AnswerOf<E> | undefined;
}

/**
 * Calls an endpoint of the shared contract (shared/contracts/endpoints/), typed by its schemas: `api(getChat, {
 * query: { id } })` answers the chat. Its schemas stay on the server: the web reads only their types.
 */
export function api<E extends Endpoint>(
  endpoint: E,
  ...[options]: object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]
): Promise<AnswerOf<E>> {
  const { body, query, signal } = (options ?? {}) as { body?: unknown; query?: Query; signal?: AbortSignal };
  return apiRequest<AnswerOf<E>>(endpoint.path, { method: endpoint.method, body, query, signal });
}
