/** What stands in a dead job's payload for a secret taken out. */
const REMOVED = '[removed]';
/** Fields that hold a secret by their name, whatever their value. */
const SECRET_KEY = /token|code|password|secret|otp|iban/i;

/**
 * A payload fit to keep for staff: every secret replaced by `[removed]` (fields named like one, and the query and
 * fragment of a link, where mailed links carry their token or invitation code); ids and the rest kept.
 */
export function withoutSecrets(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, SECRET_KEY.test(key) ? REMOVED : clean(value)]),
  );
}

/** Whether secrets were taken out of this payload: running it again would send a link that no longer works. */
export const lostSecrets = (payload: Record<string, unknown>): boolean => JSON.stringify(payload).includes(REMOVED);

function clean(value: unknown): unknown {
  if (typeof value === 'string') return withoutLinkSecrets(value);
  if (Array.isArray(value)) return value.map(clean);
  if (value !== null && typeof value === 'object') return withoutSecrets(value as Record<string, unknown>);
  return value;
}

function withoutLinkSecrets(value: string): string {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return value;
  const url = new URL(value);
  if (!url.search && !url.hash) return value;
  const query = [...url.searchParams.keys()].map((name) => `${name}=${REMOVED}`).join('&');
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}${url.hash ? `#${REMOVED}` : ''}`;
}
