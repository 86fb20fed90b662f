import { badgeText } from '../lib/badges.ts';

/** The unread / new-likes badge: hidden at 0, 99+ from 100. */
export function CountBadge({
  count,
  label,
  variant = 'unread',
}: {
  count: number;
  label: string;
  variant?: 'unread' | 'likes';
}) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={`badge rounded-pill count-badge count-badge-${variant}`} aria-label={label}>
      {text}
    </span>
  );
}
