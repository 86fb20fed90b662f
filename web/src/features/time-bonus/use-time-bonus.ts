import { TIME_BONUS_TICK_MS } from '../../../../shared/constants.ts';
import { useUser } from '../../lib/current-user.ts';
import { useNow } from '../../lib/use-now.ts';
import { runningTimeBonus } from './time-bonus.ts';

/** The member's running time bonus, ticking once a second; null for visitors, paid members and after zero. */
export function useTimeBonus() {
  const { data: user, dataUpdatedAt } = useUser();
  const bonus = user?.time_bonus;
  const now = useNow(Boolean(bonus), TIME_BONUS_TICK_MS);
  return runningTimeBonus(bonus, dataUpdatedAt, Math.max(now, dataUpdatedAt));
}
