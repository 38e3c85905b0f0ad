import { describe, expect, it } from 'vitest';
import {
  checkPhotoLocation,
  distanceMetres,
  isJpeg,
  isPhotoCharacteristic,
  toPosition,
  type PhotoLocationCheck,
  type Position,
} from './photos';

// Spec 3 §5.9.
describe('isPhotoCharacteristic', () => {
  it.each<[number, string, boolean]>([
    [3, 'Estado de la pintura', false],
    [4, 'Estado de la pintura', true],
    [8, 'Cerca perimetral', true],
    [9, 'Cerca perimetral', false],
    [1, 'Foto de la torre', true],
    [12, 'FOTOGRAFÍA del gabinete', true],
    [12, 'Fotografia general', true],
    [2, 'Tower photo', true],
    [2, 'PHOTOS of the site', true],
    [10, 'Fótos', true],
    [10, 'Fosa séptica', false],
    [0, '', false],
  ])('sequence %s, %j: %s', (sequence, charText, expected) => {
    expect(isPhotoCharacteristic({ sequence, charText })).toBe(expected);
  });
});

const site: Position = { latitude: 19.4326, longitude: -99.1332 };
/** Degrees of latitude for `metres` due north (on the mean sphere). */
const north = (metres: number): Position => ({
  latitude: site.latitude + (metres / 6_371_008.8) * (180 / Math.PI),
  longitude: site.longitude,
});

describe('distanceMetres (haversine)', () => {
  it('is zero at the same point', () => expect(distanceMetres(site, site)).toBe(0));

  it('Mexico City to Guadalajara is about 461 km', () => {
    const gdl = { latitude: 20.6597, longitude: -103.3496 };
    expect(distanceMetres(site, gdl) / 1000).toBeCloseTo(461, 0);
  });

  it('is symmetric', () => {
    const p = { latitude: 25.6866, longitude: -100.3161 };
    expect(distanceMetres(site, p)).toBeCloseTo(distanceMetres(p, site), 6);
  });
});

describe('checkPhotoLocation: flag farther than 500 m or no position', () => {
  it.each<[string, Position | null, Position | null, PhotoLocationCheck]>([
    ['at the site', site, site, { kind: 'ok', distanceMetres: 0 }],
    ['499 m away', north(499), site, { kind: 'ok', distanceMetres: 499 }],
    ['exactly 500 m away', north(500), site, { kind: 'ok', distanceMetres: 500 }],
    [
      '501 m away',
      north(501),
      site,
      { kind: 'flagged', reason: 'farFromSite', distanceMetres: 501 },
    ],
    [
      '3 km away',
      north(3000),
      site,
      { kind: 'flagged', reason: 'farFromSite', distanceMetres: 3000 },
    ],
    ['no photo position', null, site, { kind: 'flagged', reason: 'noPosition' }],
    ['no site position', site, null, { kind: 'unchecked', reason: 'siteWithoutPosition' }],
    ['neither', null, null, { kind: 'flagged', reason: 'noPosition' }],
  ])('%s', (_name, photo, at, expected) => {
    expect(checkPhotoLocation(photo, at)).toEqual(expected);
  });
});

describe('toPosition', () => {
  it.each<
    [number | string | null | undefined, number | string | null | undefined, Position | null]
  >([
    ['19.4326', '-99.1332', { latitude: 19.4326, longitude: -99.1332 }],
    [19.4326, -99.1332, { latitude: 19.4326, longitude: -99.1332 }],
    [' 19.5 ', ' -99 ', { latitude: 19.5, longitude: -99 }],
    ['', '-99.1', null],
    [null, -99.1, null],
    [undefined, undefined, null],
    ['abc', '-99.1', null],
    ['0', '0', null],
    [0, 0, null],
    [91, 0, null],
    [19, -181, null],
    [0, -99.1, { latitude: 0, longitude: -99.1 }],
  ])('%j, %j', (lat, lon, expected) => expect(toPosition(lat, lon)).toEqual(expected));
});

describe('isJpeg', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  it.each<[string, boolean, Uint8Array]>([
    ['JFIF (APP0)', true, bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46)],
    ['Exif (APP1)', true, bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34)],
    ['a quantization table first', true, bytes(0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43)],
    ['a comment first', true, bytes(0xff, 0xd8, 0xff, 0xfe, 0x00, 0x05)],
    ['start of image with no marker after it', false, bytes(0xff, 0xd8, 0xff)],
    ['a fill byte instead of a marker code', false, bytes(0xff, 0xd8, 0xff, 0xff, 0xe0)],
    ['a byte that is no marker code', false, bytes(0xff, 0xd8, 0xff, 0x00, 0x10)],
    ['PNG', false, bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['PDF', false, new TextEncoder().encode('%PDF-1.7')],
    ['empty', false, bytes()],
    ['the marker not at the start', false, bytes(0x00, 0xff, 0xd8, 0xff, 0xe0)],
  ])('%s is a JPEG: %s', (_, expected, content) => {
    expect(isJpeg(content)).toBe(expected);
  });
});
