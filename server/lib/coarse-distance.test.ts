import { describe, expect, it } from 'vitest';
import { GRID_KM, distanceBand, gridCentre } from './coarse-distance.ts';
import { distanceKm } from './geo-distance.ts';

const amsterdam = { latitude: 52.37, longitude: 4.89 };
const rotterdam = { latitude: 51.92, longitude: 4.48 };
const berlin = { latitude: 52.52, longitude: 13.4 };

/** The cell around a position, found by walking from it until the cell centre changes (to 10 m). */
function cellExtentKm(latitude: number, longitude: number) {
  const centre = gridCentre({ latitude, longitude });
  const same = (lat: number, lon: number) => {
    const other = gridCentre({ latitude: lat, longitude: lon });
    return other.latitude === centre.latitude && other.longitude === centre.longitude;
  };
  const walk = (dLat: number, dLon: number) => {
    let steps = 0;
    while (same(centre.latitude + dLat * steps, centre.longitude + dLon * steps)) steps++;
    return steps;
  };
  const step = 0.0001;
  const north = walk(step, 0) + walk(-step, 0);
  const east = walk(0, step) + walk(0, -step);
  return {
    height: distanceKm(0, 0, north * step, 0),
    width: distanceKm(centre.latitude, 0, centre.latitude, east * step),
  };
}

describe('coarse distance', () => {
  it.each([0.2, 37.9, 52.37, 60.17, 69.65, -33.9])(
    'at %s° of latitude, has cells at least 5 km each way',
    (latitude) => {
      const { height, width } = cellExtentKm(latitude, 4.89);
      expect(height).toBeGreaterThanOrEqual(GRID_KM - 0.02);
      expect(width).toBeGreaterThanOrEqual(GRID_KM - 0.02);
    },
  );

  it('tells bands, never kilometres, the same both ways', () => {
    expect(distanceBand(amsterdam, amsterdam)).toBe('lt5');
    expect(distanceBand(amsterdam, rotterdam)).toBe('50_100');
    expect(distanceBand(rotterdam, amsterdam)).toBe('50_100');
    expect(distanceBand(amsterdam, berlin)).toBe('gt200');
  });

  it('answers alike for every point of a cell', () => {
    const centre = gridCentre(amsterdam);
    // A 20 × 20 lattice over the cell and beyond it: the points inside answer as the centre does.
    for (let i = 0; i < 400; i++) {
      const point = {
        latitude: centre.latitude + ((i % 20) / 19 - 0.5) * 0.04,
        longitude: centre.longitude + (Math.floor(i / 20) / 19 - 0.5) * 0.06,
      };
      const cell = gridCentre(point);
      if (cell.latitude !== centre.latitude || cell.longitude !== centre.longitude) continue;
      expect(distanceBand(point, rotterdam)).toBe(distanceBand(centre, rotterdam));
    }
  });
});
