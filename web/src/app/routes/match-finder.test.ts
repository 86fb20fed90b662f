import { describe, expect, it } from 'vitest';
import { MAX_AGE, MIN_AGE } from '../../../../shared/constants.ts';
import { AGE_BANDS } from './match-finder.tsx';

describe('the match finder', () => {
  it('puts every age in exactly one band', () => {
    for (let age = MIN_AGE; age <= MAX_AGE; age++) {
      expect(
        AGE_BANDS.filter(([min, max]) => min <= age && age <= max),
        String(age),
      ).toHaveLength(1);
    }
  });
});
