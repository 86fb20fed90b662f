import { describe, expect, it } from 'vitest';
import { soughtGender } from './sought-gender.ts';

describe('soughtGender', () => {
  it.each([
    ['male', 'hetero', 'female'],
    ['female', 'hetero', 'male'],
    ['male', 'gay', 'male'],
    ['female', 'lesbian', 'female'],
    ['male', 'bi', undefined],
    [null, 'hetero', undefined],
    ['female', null, undefined],
  ] as const)('a %s %s member is shown %s members', (gender, sexuality, sought) => {
    expect(soughtGender({ gender, sexuality })).toBe(sought);
  });
});
