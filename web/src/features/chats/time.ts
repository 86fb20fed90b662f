import { formatDate } from '../../lib/format-date.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a conversation last moved, as the list says it: "2 minuten geleden", "gisteren", or the date after a week. */
export function relativeTime(iso: string, now: number, language: string): string {
  const ago = now - Date.parse(iso);
  if (ago >= 7 * DAY) return formatDate(language, iso, { dateStyle: 'short' });
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (ago < MINUTE) return format.format(0, 'second');
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}

/** A message's time: the hour today, the date and hour before. */
export function messageTime(iso: string, now: number, language: string): string {
  const date = new Date(iso);
  const today = new Date(now).toDateString() === date.toDateString();
  return formatDate(language, date, today ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' });
}
