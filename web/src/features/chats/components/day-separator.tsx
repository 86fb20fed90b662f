import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { dayOf } from '../time.ts';

/** The line above the first message of a day: "Vandaag", "Gisteren", or the date, in the viewer's time zone. */
export function DaySeparator({ iso, now }: { iso: string; now: number }) {
  const { t, i18n } = useTranslation();
  const day = dayOf(iso, now);
  const label = day === 'earlier' ? formatDate(i18n.language, iso, { dateStyle: 'long' }) : t(`chat.${day}`);
  return (
    <div className="chat-day" role="separator" aria-label={label} data-testid="chat-day">
      <span>{label}</span>
    </div>
  );
}
