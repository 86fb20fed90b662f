import { creditBadgeVariant } from '../lib/badges.ts';

/**
 * The member's credits as a pill (SPEC §2): warning colour at 10 or fewer, danger at 0. Above 10 it shows only when
 * `always` (the chat's top bar), in a neutral colour.
 */
export function CreditBadge({ credits, always = false }: { credits: number; always?: boolean }) {
  const variant = creditBadgeVariant(credits) ?? (always ? 'light' : undefined);
  if (!variant) return null;
  return (
    <span className={`badge rounded-pill text-bg-${variant}`} data-testid="credit-badge">
      {credits}
    </span>
  );
}
