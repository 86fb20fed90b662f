import { CLIENT_HEADER, CLIENT_HEADER_VALUE, HTTP_RETRIES } from '../../../shared/constants.ts';
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

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE };
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
 * The one way the web app talks to the API: marks requests as the client's, retries idempotent requests up to
 * HTTP_RETRIES times with exponential back-off, and turns a lost session into a logout.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
