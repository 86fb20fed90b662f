import { describe, expect, it } from 'vitest';
import { likeModalDelaySeconds } from './like-modal-delay.ts';

describe('likeModalDelaySeconds', () => {
  it('takes a positive number of seconds', () => {
    expect(likeModalDelaySeconds('3')).toBe(3);
    expect(likeModalDelaySeconds('0.5')).toBe(0.5);
  });

  it.each([null, '', ' ', '0', '-2', 'abc', 'Infinity', 'NaN'])('ignores %j', (value) => {
    expect(likeModalDelaySeconds(value)).toBeNull();
  });
});
