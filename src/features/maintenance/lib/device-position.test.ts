import { describe, expect, it, vi } from 'vitest';
import { readDevicePosition } from './device-position';

type Success = PositionCallback;
type Failure = PositionErrorCallback | null | undefined;

function geolocation(answer: (ok: Success, fail: Failure) => void): Geolocation {
  return {
    getCurrentPosition: (ok: Success, fail?: Failure) => answer(ok, fail),
    watchPosition: () => 0,
    clearWatch: () => undefined,
  };
}

const fix = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude }, timestamp: 0 }) as GeolocationPosition;

describe('the device position of a photo', () => {
  it('is the fix the device gives', async () => {
    const geo = geolocation((ok) => ok(fix(19.43, -99.13)));
    expect(await readDevicePosition(geo)).toEqual({ lat: 19.43, longitud: -99.13 });
  });

  it('is none when the user denies it or there is no fix', async () => {
    const geo = geolocation((_, fail) =>
      fail?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    expect(await readDevicePosition(geo)).toEqual({ lat: null, longitud: null });
  });

  it('is none when the browser has no geolocation', async () => {
    expect(await readDevicePosition(undefined)).toEqual({ lat: null, longitud: null });
  });

  it('is none, without waiting for ever, when the browser never answers', async () => {
    vi.useFakeTimers();
    try {
      const pending = readDevicePosition(
        geolocation(() => undefined),
        1_000,
      );
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await pending).toEqual({ lat: null, longitud: null });
    } finally {
      vi.useRealTimers();
    }
  });
});
