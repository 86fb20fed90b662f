import { describe, expect, it } from 'vitest';
import { TIME_BONUS_WINDOW_SECONDS } from './constants.ts';
import { formatCountdown, timeBonusSecondsLeft } from './time-bonus.ts';

const signupDate = new Date('2026-11-22T10:00:00Z');
const after = (seconds: number) => new Date(signupDate.getTime() + seconds * 1000);

describe('time bonus', () => {
  it('runs for 14400 seconds from signup for unpaid members', () => {
    expect(timeBonusSecondsLeft({ paidUser: false, signupDate }, after(0))).toBe(TIME_BONUS_WINDOW_SECONDS);
    expect(timeBonusSecondsLeft({ paidUser: false, signupDate }, after(100))).toBe(14_300);
    expect(timeBonusSecondsLeft({ paidUser: false, signupDate }, after(14_399))).toBe(1);
    expect(timeBonusSecondsLeft({ paidUser: false, signupDate }, after(14_400))).toBe(0);
    expect(timeBonusSecondsLeft({ paidUser: false, signupDate }, after(90_000))).toBe(0);
  });

  it('never applies to paid members', () => {
    expect(timeBonusSecondsLeft({ paidUser: true, signupDate }, after(10))).toBe(0);
  });

  it('never exceeds the window when the signup date lies ahead of the clock', () => {
    expect(timeBonusSecondsLeft({ paidUser: false, signupDate }, after(-60))).toBe(TIME_BONUS_WINDOW_SECONDS);
  });

  it('counts down as zero-padded hours:minutes:seconds', () => {
    expect(formatCountdown(14_400)).toBe('04:00:00');
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
