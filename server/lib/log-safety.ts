import type { DestinationStream, LoggerOptions, SerializedError } from 'pino';
import { stdSerializers } from 'pino';

/** Fields of an error (drizzle's, pg's, PGlite's) that carry a query's values: a row's detail, the parameters. */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'internalQuery'] as const;

/** Where a message says a query's values: drizzle's "Failed query: …\nparams: …", PostgreSQL echoing a bad input. */
const VALUES_IN_MESSAGE = [/\nparams: [\s\S]*$/, /(?<=^invalid input (?:syntax|value) for [^\n:]*: )[\s\S]+$/];

/** Query parameters whose values no log may hold: tokens, codes, signatures, keys, secrets, a position. */
const SECRET_QUERY_NAME = /token|code|sig|key|secret|pass|auth|session|^lat$|^lon$/i;

/** The error's chain: itself and its causes, each once. */
function chainOf(error: Error): Error[] {
  const chain: Error[] = [];
  for (let e: unknown = error; e instanceof Error && !chain.includes(e); e = e.cause) chain.push(e);
  return chain;
}

/**
 * pino's error serializer, without what an error says of the query's values: drizzle puts the parameters into the
 * message (and so the stack), pg a row's values into `detail`.
 */
export function safeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error);
  for (const link of chainOf(error)) {
    for (const pattern of VALUES_IN_MESSAGE) {
      const said = pattern.exec(link.message)?.[0];
      if (!said) continue;
      serialized.message = serialized.message.replaceAll(said, ' [values removed]');
      serialized.stack = serialized.stack.replaceAll(said, ' [values removed]');
    }
  }
  for (const field of VALUE_FIELDS) delete serialized[field];
  return serialized;
}

/** A URL as logged: the values of its token-like query parameters replaced by `***`. */
export function safeUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0]!;
      return SECRET_QUERY_NAME.test(decodeURIComponent(name.replaceAll('+', ' '))) ? `${name}=***` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** A domain event as logged: its type, never what it carries (a message's text, a member's data). */
function eventType(event: { type?: unknown }) {
  return { type: event?.type };
}

/**
 * The app's pino options: no cookie, authorization or set-cookie header, no query values of an error, no token of
 * a URL, no content of a domain event ever reaches a log line; `stream` where the lines go (tests read them).
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: safeError,
      event: eventType,
      req: (req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: req.method,
        url: safeUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
