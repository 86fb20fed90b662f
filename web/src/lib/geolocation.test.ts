import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition } from './geolocation.ts';

afterEach(() => vi.unstubAllGlobals());

describe('currentPosition', () => {
  it('takes a position up to an hour old (SPEC §9: geolocation max age 1 hour)', async () => {
    const coords = { latitude: 52.37, longitude: 4.9 } as GeolocationCoordinates;
    const getCurrentPosition = vi.fn((resolve: PositionCallback) => resolve({ coords } as GeolocationPosition));
    vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
    expect(await currentPosition()).toBe(coords);
    expect(getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ maximumAge: 3_600_000 }),
    );
  });

  it('fails as the device refuses', async () => {
    const denied = { code: 1, message: 'denied' };
    vi.stubGlobal('navigator', {
      geolocation: {
        getCurrentPosition: (_: PositionCallback, reject: PositionErrorCallback) =>
          reject(denied as GeolocationPositionError),
      },
    });
    await expect(currentPosition()).rejects.toBe(denied);
  });
});
