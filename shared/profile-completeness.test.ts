import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile-completeness.ts';

const ALL = ['about', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos'];
const empty = {
  about: '',
  city: null,
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  tattoos: null,
};
const full = {
  about: 'x'.repeat(100),
  city: 'Utrecht',
  hair_colour: 'brown',
  eye_colour: 'blue',
  body_type: 'slim',
  relationship_status: 'single',
  tattoos: false,
} as const;
const photo = (main = false, status: 'active' | 'in_review' | 'rejected' | 'deleted' = 'active') => ({ main, status });
const three = [photo(true), photo(), photo()];

describe('the profile completeness', () => {
  it('is 0 % for an empty profile, its next step the main photo (30)', () => {
    expect(profileCompleteness(empty, [], ALL)).toEqual({ percent: 0, next: 'main_photo' });
  });

  it('is 100 % with nothing next when every part is there', () => {
    expect(profileCompleteness(full, three, ALL)).toEqual({ percent: 100, next: undefined });
  });

  it('weighs main photo 30, three photos 15, about 20, town 10 and each of five details 5', () => {
    const without = (part: object, photos = three) => profileCompleteness({ ...full, ...part }, photos, ALL);
    expect(without({}, [photo(), photo(), photo()])).toEqual({ percent: 70, next: 'main_photo' });
    expect(without({}, [photo(true), photo()])).toEqual({ percent: 85, next: 'photos' });
    expect(without({ about: ` ${'x'.repeat(99)} ` })).toEqual({ percent: 80, next: 'about' });
    expect(without({ city: ' ' })).toEqual({ percent: 90, next: 'town' });
    expect(without({ body_type: null })).toEqual({ percent: 95, next: 'details' });
    expect(
      without({ hair_colour: null, eye_colour: null, body_type: null, relationship_status: null, tattoos: null }),
    ).toEqual({ percent: 75, next: 'details' });
  });

  it('names as next the missing part that adds the most', () => {
    // Details (4 missing: 20) tie with the about text (20): the heavier part by weight, details, first.
    const profile = { ...full, about: 'kort', hair_colour: null, eye_colour: null, body_type: null, tattoos: null };
    expect(profileCompleteness(profile, three, ALL)).toEqual({ percent: 60, next: 'details' });
    // One detail missing (5) weighs less than the town (10).
    expect(profileCompleteness({ ...full, city: null, tattoos: null }, three, ALL)).toEqual({
      percent: 85,
      next: 'town',
    });
    // Without photos, the main photo first, then three photos.
    expect(profileCompleteness({ ...full, about: '' }, [], ALL).next).toBe('main_photo');
    expect(profileCompleteness({ ...full, about: '' }, [photo(true)], ALL).next).toBe('about');
  });

  it('counts photos in review but not rejected or deleted ones', () => {
    expect(profileCompleteness(full, [photo(true, 'in_review'), photo(), photo(false, 'in_review')], ALL).percent).toBe(
      100,
    );
    expect(profileCompleteness(full, [photo(true, 'rejected'), photo(), photo()], ALL)).toEqual({
      percent: 55,
      next: 'main_photo',
    });
    expect(profileCompleteness(full, [photo(true), photo(), photo(false, 'deleted')], ALL).next).toBe('photos');
  });

  it('leaves out what the site does not ask, weighing the rest up to 100', () => {
    // No about text and no details asked: 30 + 15 + 10 = 55 in all.
    expect(profileCompleteness(empty, three, [])).toEqual({ percent: 81, next: 'town' });
    expect(profileCompleteness({ ...empty, city: 'Utrecht' }, three, [])).toEqual({ percent: 100, next: undefined });
    // Two details asked: 12.5 each.
    expect(profileCompleteness({ ...full, body_type: null }, three, ['about', 'body_type', 'tattoos'])).toEqual({
      percent: 87,
      next: 'details',
    });
  });
});
