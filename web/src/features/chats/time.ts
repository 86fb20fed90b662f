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

/** The calendar day of a moment in the viewer's time zone, as a key to compare days by. */
export const localDay = (moment: string | number): string => new Date(moment).toDateString();

/** Which day a run of messages belongs to: today, yesterday, or the date (the caller words the first two). */
export function dayOf(iso: string, now: number): 'today' | 'yesterday' | 'earlier' {
  const day = localDay(iso);
  if (day === localDay(now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  return day === localDay(yesterday.getTime()) ? 'yesterday' : 'earlier';
}
