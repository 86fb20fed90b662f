import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GEOLOCATION_MAX_AGE_MS } from '../../../shared/constants.ts';
import { locateTown } from '../../../shared/contracts/endpoints/geo.ts';
import { api } from './api-client.ts';
import { appKeys } from './query-keys.ts';

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

/** The device said no before: it is not asked again, which would only repeat the no (or the question). */
export class GeolocationDeniedError extends Error {
  constructor() {
    super('geolocation permission denied');
    this.name = 'GeolocationDeniedError';
  }
}

const PERMISSION_DENIED = 1; // GeolocationPositionError.PERMISSION_DENIED (jsdom has no such class)
const refused = (error: unknown) =>
  error instanceof GeolocationDeniedError || (error as Partial<GeolocationPositionError>)?.code === PERMISSION_DENIED;

/**
 * The browser's answer to sharing the position, from the Permissions API where there is one ('prompt' where not), and
 * kept current by it; the device's own answers to useLocate are stored here too.
 */
const permissionQuery = queryOptions({
  queryKey: appKeys.geolocationPermission(),
  queryFn: async ({ client, queryKey }): Promise<PermissionState> => {
    try {
      const status = await navigator.permissions.query({ name: 'geolocation' });
      status.onchange = () => client.setQueryData(queryKey, status.state);
      return status.state;
    } catch {
      return 'prompt';
    }
  },
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useGeolocationPermission(): PermissionState | undefined {
  return useQuery({ ...permissionQuery, enabled: geolocationCapable() }).data;
}

/** The town of the device's position (GET /api/geocode.php), kept for the max age (SPEC §9); false when none is near. */
const townQuery = (keptFor: string | null) =>
  queryOptions({
    queryKey: appKeys.town(keptFor),
    queryFn: async () => {
      const { latitude, longitude } = await currentPosition();
      return api(locateTown, { query: { lat: latitude, lon: longitude } });
    },
    staleTime: GEOLOCATION_MAX_AGE_MS,
    gcTime: GEOLOCATION_MAX_AGE_MS,
    retry: false,
  });

/**
 * The device's position turned into a town. Within the hour the stored town answers, asking neither the device nor the
 * server; after a refusal the device is not asked again (GeolocationDeniedError). `keptFor`: the member whose town
 * position the server stores with the answer (geolocation turned on), whose answer is kept apart so that it reaches
 * the server at least once; null where only the town is wanted.
 */
export function useLocate(keptFor: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (client.getQueryData(permissionQuery.queryKey) === 'denied') throw new GeolocationDeniedError();
      return client.fetchQuery(townQuery(keptFor));
    },
    onSuccess: () => client.setQueryData(permissionQuery.queryKey, 'granted'),
    onError: (error) => {
      if (refused(error)) client.setQueryData(permissionQuery.queryKey, 'denied');
    },
  });
}
