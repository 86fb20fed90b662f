import { useMutation } from '@tanstack/react-query';
import type { GeocodeResult } from '../../../../../shared/contracts/geo.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentPosition } from '../../../lib/geolocation.ts';

/**
 * The device's position turned into a town (GET /api/geocode.php); for a member with geolocation on, the server
 * also keeps the town's position. Resolves to false when no town is near.
 */
export function useLocate() {
  return useMutation({
    mutationFn: async () => {
      const { latitude, longitude } = await currentPosition();
      return apiRequest<GeocodeResult>('/api/geocode.php', { query: { lat: latitude, lon: longitude } });
    },
  });
}
