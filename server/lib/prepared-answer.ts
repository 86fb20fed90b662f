import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD, acceptedEncoding } from './content-encoding.ts';

/** A 200 answer ready to send: its own headers (the security headers come apart) and its bytes. */
export interface PreparedAnswer {
  headers: Readonly<Record<string, string>>;
  body: Buffer | string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const NONE: Readonly<Record<string, string>> = {};

/** The headers of a JSON answer per encoding, built once per set of extra headers. */
const headerSets = new WeakMap<object, Record<'identity' | 'br' | 'gzip', Record<string, string>>>();
/** Each kept body's compressed twins, made on first demand and dropped with the body. */
const twins = new WeakMap<Buffer, { br?: Buffer; gzip?: Buffer }>();

/** A JSON answer's headers (type, Vary, `extra`) in an encoding, the same object every time. */
export function jsonHeaders(
  extra: Readonly<Record<string, string>> = NONE,
  encoding: 'identity' | 'br' | 'gzip' = 'identity',
) {
  let sets = headerSets.get(extra);
  if (!sets) {
    const base = { 'content-type': JSON_TYPE, vary: 'accept-encoding', ...extra };
    sets = {
      identity: base,
      br: { ...base, 'content-encoding': 'br' },
      gzip: { ...base, 'content-encoding': 'gzip' },
    };
    headerSets.set(extra, sets);
  }
  return sets[encoding];
}

function compressed(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  let kept = twins.get(body);
  if (!kept) twins.set(body, (kept = {}));
  // Once per body: the best compression either format has.
  return (kept[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
      : gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
}

/**
 * A JSON answer kept as bytes (memoised by its service), in the encoding the client accepts: compressed once per
 * body and encoding past COMPRESSION_THRESHOLD, where the compression plugin would compress it on every request.
 */
export function keptJsonAnswer(
  body: Buffer,
  acceptEncoding: string | undefined,
  extra: Readonly<Record<string, string>> = NONE,
): PreparedAnswer {
  const encoding = body.length >= COMPRESSION_THRESHOLD ? acceptedEncoding(acceptEncoding) : undefined;
  if (!encoding) return { headers: jsonHeaders(extra), body };
  return { headers: jsonHeaders(extra, encoding), body: compressed(body, encoding) };
}

/**
 * A JSON answer that changes too often to keep compressed twins of: undefined when the compression plugin would
 * compress it (past the threshold, to a client that accepts it), so that it goes through Fastify.
 */
export function smallJsonAnswer(
  body: string,
  acceptEncoding: string | undefined,
  extra: Readonly<Record<string, string>> = NONE,
): PreparedAnswer | undefined {
  if (Buffer.byteLength(body) >= COMPRESSION_THRESHOLD && acceptedEncoding(acceptEncoding)) return undefined;
  return { headers: jsonHeaders(extra), body };
}
