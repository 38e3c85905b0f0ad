/**
 * Where the device is when a photo is taken, from navigator.geolocation with a short timeout. No
 * permission, no fix or no geolocation at all is an answer too: the photo is then saved with no
 * position (and flagged for the reviewer), never held back.
 */
import { NO_POSITION, type PhotoPosition } from './photo-wire';

/** Long enough for a GPS fix outdoors, short enough that the crew does not wait for nothing. */
export const POSITION_TIMEOUT_MS = 8_000;
/** A fix this recent is as good as a new one (the crew stands at the same tower). */
export const POSITION_MAX_AGE_MS = 60_000;

export function readDevicePosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
  timeoutMs = POSITION_TIMEOUT_MS,
): Promise<PhotoPosition> {
  if (!geolocation) return Promise.resolve(NO_POSITION);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (position: PhotoPosition) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(position);
    };
    // The browser's timeout does not run while a permission prompt waits for an answer.
    const guard = setTimeout(() => finish(NO_POSITION), timeoutMs * 2);
    try {
      geolocation.getCurrentPosition(
        (p) => finish({ lat: p.coords.latitude, longitud: p.coords.longitude }),
        () => finish(NO_POSITION),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: POSITION_MAX_AGE_MS },
      );
    } catch {
      finish(NO_POSITION);
    }
  });
}
