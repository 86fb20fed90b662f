import { describe, expect, it } from 'vitest';
import { badgeText, creditBadgeVariant } from './badges.ts';

describe('badgeText', () => {
  it('shows nothing for 0, the count up to 99, and 99+ from 100', () => {
    expect([0, 1, 99, 100, 5000].map(badgeText)).toEqual([undefined, '1', '99', '99+', '99+']);
  });
});

describe('creditBadgeVariant', () => {
  it('appears at 10 or fewer credits: warning above 0, danger at 0', () => {
    expect([11, 10, 1, 0].map(creditBadgeVariant)).toEqual([undefined, 'warning', 'warning', 'danger']);
  });
});
