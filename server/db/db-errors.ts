/** Whether a database error is a unique violation (PostgreSQL 23505, as pg and PGlite report it). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** Socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** SQLSTATEs of a server that is shutting down or not yet accepting (admin, crash, cannot connect now). */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres' and pg-pool's own words for a lost connection and for a pool that could not get one in time. */
const LOST_CONNECTION = /Connection terminated|timeout exceeded when trying to connect|not queryable/;

type MaybeConnectionError = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function isOwnConnectionError(error: MaybeConnectionError): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof error.message === 'string' && LOST_CONNECTION.test(error.message);
}

/**
 * The error that says the database could not be reached (refused, reset, timed out, shutting down: SQLSTATE class 08
 * and 57P01-03, a pool that found no connection in time), looked for through the causes drizzle and node wrap it in;
 * undefined for any other error (a constraint, bad SQL). Only it may be logged: the wrappers carry the query's values.
 */
export function connectionErrorOf(error: unknown, depth = 0): Error | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const candidate = error as MaybeConnectionError;
  if (isOwnConnectionError(candidate)) return error as Error;
  const inner = Array.isArray(candidate.errors) ? candidate.errors : [];
  for (const next of [candidate.cause, ...inner]) {
    const found = connectionErrorOf(next, depth + 1);
    if (found) return found;
  }
  return undefined;
}
