import { SECOND_MS } from '../../../../shared/constants.ts';
import type { TimeBonus } from '../../../../shared/contracts/auth.ts';

export interface RunningTimeBonus extends TimeBonus {
  /** Seconds left now, by this browser's clock. */
  secondsLeft: number;
}

/**
 * The time bonus at `now`: the server's seconds_left counted from when its answer arrived (so a wrong clock in the
 * browser does not matter); null without a bonus or once it reaches zero.
 */
export function runningTimeBonus(bonus: TimeBonus | null | undefined, receivedAt: number, now: number) {
  if (!bonus) return null;
  const elapsed = Math.max(0, Math.floor((now - receivedAt) / SECOND_MS));
  const secondsLeft = bonus.seconds_left - elapsed;
  return secondsLeft > 0 ? ({ ...bonus, secondsLeft } satisfies RunningTimeBonus) : null;
}

/** Whether the time-bonus popup may open (SPEC §4): no credits, a running bonus, never dismissed before. */
export const timeBonusPopupAllowed = (credits: number, bonus: RunningTimeBonus | null, dismissed: boolean) =>
  credits === 0 && bonus !== null && !dismissed;
