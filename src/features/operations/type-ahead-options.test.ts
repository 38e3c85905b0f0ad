import { describe, expect, it } from 'vitest';
import { matchingOptions, userSearchText } from './type-ahead-options';

const ENTITIES = [
  { value: 'Region', label: 'Región' },
  { value: 'session', label: 'Sesión (portal)' },
  { value: 'token', label: 'Sesión (API)' },
  { value: 'ResultsOrderMP', label: 'Revisión de orden' },
];

describe('matchingOptions', () => {
  it('lists every option, by its words, for an empty text', () => {
    expect(matchingOptions(ENTITIES, '  ').map((o) => o.value)).toEqual([
      'Region',
      'ResultsOrderMP',
      'token',
      'session',
    ]);
  });

  it('matches the words without case or accents, and the code', () => {
    expect(matchingOptions(ENTITIES, 'SESION').map((o) => o.value)).toEqual(['token', 'session']);
    expect(matchingOptions(ENTITIES, 'región').map((o) => o.value)).toEqual(['Region']);
    expect(matchingOptions(ENTITIES, 'orderMP').map((o) => o.value)).toEqual(['ResultsOrderMP']);
    expect(matchingOptions(ENTITIES, 'factura')).toEqual([]);
  });
});

describe('userSearchText', () => {
  it('asks the server from two characters, without the spaces around', () => {
    expect(userSearchText('')).toBeNull();
    expect(userSearchText(' a ')).toBeNull();
    expect(userSearchText(' ad ')).toBe('ad');
    expect(userSearchText('Lupita')).toBe('Lupita');
  });
});
