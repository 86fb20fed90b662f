import { describe, expect, it } from 'vitest';
import { runningTimeBonus, timeBonusPopupAllowed } from './time-bonus.ts';

const bonus = { code: 'TIMEBONUS25', percentage: 25, seconds_left: 100 };
const receivedAt = 1_000_000;

describe('running time bonus', () => {
  it('counts down from the answer time by whole seconds', () => {
    expect(runningTimeBonus(bonus, receivedAt, receivedAt)?.secondsLeft).toBe(100);
    expect(runningTimeBonus(bonus, receivedAt, receivedAt + 999)?.secondsLeft).toBe(100);
    expect(runningTimeBonus(bonus, receivedAt, receivedAt + 1_000)?.secondsLeft).toBe(99);
    expect(runningTimeBonus(bonus, receivedAt, receivedAt + 99_000)?.secondsLeft).toBe(1);
  });

  it('is cleared at zero and when there is no bonus', () => {
    expect(runningTimeBonus(bonus, receivedAt, receivedAt + 100_000)).toBeNull();
    expect(runningTimeBonus(null, receivedAt, receivedAt)).toBeNull();
    expect(runningTimeBonus(undefined, receivedAt, receivedAt)).toBeNull();
  });

  it('allows the popup only with 0 credits, a running bonus and no earlier dismissal', () => {
    const running = runningTimeBonus(bonus, receivedAt, receivedAt);
    expect(timeBonusPopupAllowed(0, running, false)).toBe(true);
    expect(timeBonusPopupAllowed(1, running, false)).toBe(false);
    expect(timeBonusPopupAllowed(0, null, false)).toBe(false);
    expect(timeBonusPopupAllowed(0, running, true)).toBe(false);
  });
});
