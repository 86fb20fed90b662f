import { useMutation } from '@tanstack/react-query';
import { GEOLOCATION_MAX_AGE_MS } from '../../../shared/constants.ts';
import { locateTown } from '../../../shared/contracts/endpoints/geo.ts';
import { api } from './api-client.ts';

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

/**
 * The device's position turned into a town (GET /api/geocode.php); for a member with geolocation on, the server
 * also keeps the town's position. Resolves to false when no town is near.
 */
export function useLocate() {
  return useMutation({
    mutationFn: async () => {
      const { latitude, longitude } = await currentPosition();
      return api(locateTown, { query: { lat: latitude, lon: longitude } });
    },
  });
}
