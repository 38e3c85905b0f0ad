import { describe, expect, it } from 'vitest';
import type { PhotoRef } from '../../../protocol/maintenance';
import { photoFlagText } from './photo-flag';

const site = { LATU: 19.4326, LOTU: -99.1332 };
const photo = (lat: number | null, longitud: number | null): PhotoRef => ({
  idPhoto: 0,
  Id: 'p',
  lat,
  longitud,
  date: '01-03-2026',
  time: '10:00:00',
});

describe('the reviewer flag on a photo', () => {
  it.each([
    ['at the site', photo(19.4326, -99.1332), site, null],
    ['about 400 m away', photo(19.4362, -99.1332), site, null],
    ['about 1.1 km away', photo(19.4426, -99.1332), site, /se tomó a 11\d\d m del sitio/],
    ['with no position', photo(null, null), site, /no tiene ubicación/],
    ['at 0,0 (a camera with no fix)', photo(0, 0), site, /no tiene ubicación/],
    ['on an order with no site position', photo(19.5, -99.2), null, null],
  ])('%s', (_, p, s, expected) => {
    const text = photoFlagText(p, s, 'es');
    if (expected === null) expect(text).toBeNull();
    else expect(text).toMatch(expected);
  });

  it('speaks English too', () => {
    expect(photoFlagText(photo(null, null), site, 'en')).toMatch(/position/i);
  });
});
