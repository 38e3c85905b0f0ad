/**
 * Photos of an order: which characteristics are shown as photos (spec 3 §5.9) and, beyond the
 * spec, the check that flags a photo taken farther than 500 m from the site or with no position,
 * so the reviewer looks twice before approving it.
 */

/** The gallery's maximum image size (spec 3 §2.3, §9). */
export const GALLERY_MAX_SIZE = 800;

/** A photo farther than this from the site (LATU/LOTU) is flagged. */
export const PHOTO_SITE_MAX_METRES = 500;

/** Mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;

/** Lower case without accents, so 'FOTOGRAFÍA' and 'fotografia' read the same. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Spec 3 §5.9: characteristics with sequence 4 to 8, or whose text mentions photo or foto. */
export function isPhotoCharacteristic(characteristic: {
  sequence: number;
  charText: string;
}): boolean {
  const { sequence } = characteristic;
  if (sequence >= 4 && sequence <= 8) return true;
  const text = fold(characteristic.charText);
  return text.includes('photo') || text.includes('foto');
}

export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * A position from the wire's lat/longitud (or LATU/LOTU), which arrive as numbers or strings.
 * Empty, unparsable or out-of-range values give null, and so does exactly 0,0: cameras write it
 * when they had no fix, and no tower stands there.
 */
export function toPosition(
  latitude: number | string | null | undefined,
  longitude: number | string | null | undefined,
): Position | null {
  const parse = (v: number | string | null | undefined): number | null => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'string' && v.trim() === '') return null;
    const n = typeof v === 'number' ? v : Number(v.trim());
    return Number.isFinite(n) ? n : null;
  };
  const lat = parse(latitude);
  const lon = parse(longitude);
  if (lat === null || lon === null) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  if (lat === 0 && lon === 0) return null;
  return { latitude: lat, longitude: lon };
}

/** Great-circle (haversine) distance in metres. */
export function distanceMetres(a: Position, b: Position): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type PhotoLocationCheck =
  | { kind: 'ok'; distanceMetres: number }
  | { kind: 'flagged'; reason: 'noPosition' }
  | { kind: 'flagged'; reason: 'farFromSite'; distanceMetres: number }
  /** The order has no site position, so the photo cannot be checked; not the crew's fault. */
  | { kind: 'unchecked'; reason: 'siteWithoutPosition' };

/** Flags a photo with no position or farther than 500 m from the site; exactly 500 m passes. */
export function checkPhotoLocation(
  photo: Position | null,
  site: Position | null,
): PhotoLocationCheck {
  if (photo === null) return { kind: 'flagged', reason: 'noPosition' };
  if (site === null) return { kind: 'unchecked', reason: 'siteWithoutPosition' };
  // Whole metres both for the verdict and the reported figure, so '500 m' never shows as flagged.
  const distance = Math.round(distanceMetres(photo, site));
  return distance > PHOTO_SITE_MAX_METRES
    ? { kind: 'flagged', reason: 'farFromSite', distanceMetres: distance }
    : { kind: 'ok', distanceMetres: distance };
}

/** Bytes a JPEG starts with: the start-of-image marker FF D8 and the next marker's FF. */
const JPEG_START = [0xff, 0xd8, 0xff] as const;

/**
 * A photo is accepted by its content, never its name or announced type: a JPEG starts with FF D8
 * FF followed by a marker code (APPn, a table, a frame or a comment: C0 to FE), which excludes a
 * PNG, a PDF or random bytes renamed .jpg.
 */
export function isJpeg(bytes: Uint8Array): boolean {
  if (bytes.length < JPEG_START.length + 1) return false;
  if (!JPEG_START.every((b, i) => bytes[i] === b)) return false;
  const marker = bytes[JPEG_START.length] ?? 0;
  return marker >= 0xc0 && marker <= 0xfe;
}
