import { describe, expect, it } from 'vitest';
import { termsVersionDate } from './terms.ts';

describe('termsVersionDate', () => {
  it('is 2023-12-01T12:00Z without a company date or with an earlier one', () => {
    expect(termsVersionDate(undefined).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2020-05-01').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });

  it('is the company added date when that is later', () => {
    expect(termsVersionDate('2024-03-15').toISOString()).toBe('2024-03-15T00:00:00.000Z');
  });
});
