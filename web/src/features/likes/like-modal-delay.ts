/** The delay in seconds the query value `t` asks for before the new-like modal; null unless a positive number. */
export function likeModalDelaySeconds(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
