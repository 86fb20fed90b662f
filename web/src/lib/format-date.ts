/** How a date is written: the day, the time of day, or both, in Intl's named lengths. */
export type DateStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, built on first use (building one costs far more than using it). */
function formatOf(language: string, { dateStyle, timeStyle }: DateStyle): Intl.DateTimeFormat {
  const key = `${language}|${dateStyle ?? ''}|${timeStyle ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle, timeStyle });
    formats.set(key, format);
  }
  return format;
}

/** A moment (a Date or an ISO string) as the reader's language writes it: `formatDate('nl', iso, { dateStyle: 'long' })`. */
export const formatDate = (language: string, date: Date | string, style: DateStyle): string =>
  formatOf(language, style).format(typeof date === 'string' ? new Date(date) : date);
