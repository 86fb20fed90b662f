import { BADGE_CAP, CREDIT_BADGE_THRESHOLD } from '../../../shared/constants.ts';

/** A count on a badge: nothing for 0, "99+" from 100 up (SPEC §2). */
export function badgeText(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** The credit badge: only at 10 credits or fewer; warning colour above 0, danger at 0. */
export function creditBadgeVariant(credits: number): 'warning' | 'danger' | undefined {
  if (credits > CREDIT_BADGE_THRESHOLD) return undefined;
  return credits > 0 ? 'warning' : 'danger';
}
