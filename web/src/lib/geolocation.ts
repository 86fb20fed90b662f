import { GEOLOCATION_MAX_AGE_MS } from '../../../shared/constants.ts';

export const geolocationCapable = () => 'geolocation' in navigator;

/** The device's position, a cached one up to an hour old being good enough (SPEC §9). */
export function currentPosition(): Promise<GeolocationCoordinates> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition((position) => resolve(position.coords), reject, {
      maximumAge: GEOLOCATION_MAX_AGE_MS,
      timeout: 15_000,
    }),
  );
}
