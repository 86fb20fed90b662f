/** Whether a database error is a unique violation (PostgreSQL 23505, as pg and PGlite report it). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}
