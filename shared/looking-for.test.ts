import { describe, expect, it } from 'vitest';
import { defaultLookingFor, gendersSought, lookingForOf, lookingForSearchDefaults } from './looking-for.ts';

describe('looking for (issue 39, decision 035)', () => {
  it.each([
    ['male', 'hetero', ['female']],
    ['female', 'hetero', ['male']],
    ['male', 'gay', ['male']],
    ['female', 'lesbian', ['female']],
    ['male', 'bi', ['male', 'female']],
    [null, 'hetero', ['male', 'female']],
    ['female', null, ['male', 'female']],
  ] as const)('a %s %s member looks for %j by default', (gender, sexuality, sought) => {
    expect(gendersSought(gender, sexuality)).toEqual(sought);
  });

  it('starts the age band 5 years younger and 10 older, within the app’s ages', () => {
    const band = (age: number) => {
      const { seeking_min_age, seeking_max_age } = defaultLookingFor({ gender: null, sexuality: null, age });
      return [seeking_min_age, seeking_max_age];
    };
    expect([band(35), band(19), band(95)]).toEqual([
      [30, 45],
      [18, 29],
      [90, 99],
    ]);
  });

  it('keeps what the member chose over the default', () => {
    const own = { gender: 'female', sexuality: 'hetero' } as const;
    const chosen = { ...own, seekingGenders: ['female' as const], seekingMinAge: 40, seekingMaxAge: 60 };
    expect(lookingForOf(chosen, 35)).toEqual({ seeking_genders: ['female'], seeking_min_age: 40, seeking_max_age: 60 });
    const unchosen = { ...own, seekingGenders: null, seekingMinAge: null, seekingMaxAge: null };
    expect(lookingForOf(unchosen, 35)).toEqual({ seeking_genders: ['male'], seeking_min_age: 30, seeking_max_age: 45 });
  });

  it('starts a search with the one gender sought and the band, only where the site offers the field', () => {
    const men = { seeking_genders: ['male' as const], seeking_min_age: 30, seeking_max_age: 40 };
    expect(lookingForSearchDefaults(men, ['gender', 'min_age', 'max_age'])).toEqual({
      gender: 'male',
      min_age: '30',
      max_age: '40',
    });
    expect(lookingForSearchDefaults({ ...men, seeking_genders: ['male', 'female'] }, ['gender', 'min_age'])).toEqual({
      min_age: '30',
    });
  });
});
