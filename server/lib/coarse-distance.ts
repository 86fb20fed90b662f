import { DISTANCE_BANDS, DISTANCE_BAND_LIMITS_KM, type DistanceBand } from '../../shared/discovery.ts';
import { distanceKm } from './geo-distance.ts';

/**
 * Distances members may see of each other, too coarse to locate anyone (decision 033). Each position (a town centre)
 * is first snapped to the centre of its cell on a grid of GRID_KM, then the distance between the two cell centres is
 * told only as a band (DISTANCE_BANDS). The answer depends on the member's cell alone, so every point of that cell
 * answers alike from any number of viewpoints: nobody can narrow a member down to less than a cell, at least GRID_KM
 * across each way.
 */
export const GRID_KM = 5;

const KM_PER_DEGREE = distanceKm(0, 0, 1, 0);
/** The grid's row height in degrees of latitude (search-order.ts builds the same cells in SQL). */
export const LAT_STEP = GRID_KM / KM_PER_DEGREE;
/** Cells near the poles stay finite. */
export const MIN_COS = 0.01;

export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * The centre of the grid cell of a position: rows GRID_KM high, each cut into cells GRID_KM wide at the row's edge
 * nearest the pole (so wider, never narrower, elsewhere in the row).
 */
export function gridCentre({ latitude, longitude }: Position): Position {
  const row = Math.floor(latitude / LAT_STEP);
  const polewardEdge = Math.max(Math.abs(row * LAT_STEP), Math.abs((row + 1) * LAT_STEP));
  const lonStep = LAT_STEP / Math.max(MIN_COS, Math.cos((polewardEdge * Math.PI) / 180));
  const column = Math.floor((longitude + 180) / lonStep);
  return { latitude: (row + 0.5) * LAT_STEP, longitude: (column + 0.5) * lonStep - 180 };
}

/** The band of the distance between two town centres, as their grid cells' centres lie apart. */
export function distanceBand(from: Position, to: Position): DistanceBand {
  const a = gridCentre(from);
  const b = gridCentre(to);
  const km = distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);
  return DISTANCE_BANDS.find((band) => band !== 'gt200' && km < DISTANCE_BAND_LIMITS_KM[band]) ?? 'gt200';
}
