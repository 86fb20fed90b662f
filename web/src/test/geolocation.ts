import { afterEach, vi } from 'vitest';
import { GEOLOCATION_MAX_AGE_MS } from '../../../shared/constants.ts';

/** jsdom has neither a device position nor the Permissions API: a test gives them, for itself only. */
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
  vi.useRealTimers();
});

/** A device at this position, or one whose browser refuses it ('denied'); each question is recorded. */
export function deviceAt(answer: { latitude: number; longitude: number } | 'denied') {
  const getCurrentPosition = vi.fn((resolve: PositionCallback, reject: PositionErrorCallback) =>
    answer === 'denied'
      ? reject({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
      : resolve({ coords: answer } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

/** The Permissions API's answer for geolocation. */
export function geolocationPermission(state: PermissionState) {
  const query = async () => ({ state, onchange: null }) as PermissionStatus;
  Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
}

/** The clock (only the clock: timers run as ever) just past the geolocation max age (SPEC §9: 1 hour) later. */
export function anHourLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + GEOLOCATION_MAX_AGE_MS + 1);
}
