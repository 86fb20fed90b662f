import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo-distance.ts';
import { Geocoder } from './geocoder.ts';

const geocoder = new Geocoder();

describe('Geocoder', () => {
  it.each([
    [52.3806, 4.6366, 'Haarlem', 'NL', 'NH'],
    [52.0907, 5.1214, 'Utrecht', 'NL', 'UT'],
    [48.1372, 11.5755, 'Munich', 'DE', 'BY'],
    [51.0543, 3.7174, 'Gent', 'BE', 'VLG'],
  ])('finds the town nearest to %f, %f', (lat, lon, city, country, subdivision) => {
    expect(geocoder.nearest(lat, lon)).toMatchObject({ city, country, subdivision });
  });

  it('finds nothing far out at sea', () => {
    expect(geocoder.nearest(40, -40)).toBeUndefined();
  });

  it('measures distances on the sphere', () => {
    expect(distanceKm(52.3676, 4.9041, 51.9244, 4.4777)).toBeCloseTo(57.2, 0);
  });
});
