import { describe, expect, it } from 'vitest';
import { hasRfcShape, looksLikeRfc, rfcKind } from './rfc';

// Spec 1 §5: legal entity = 3 letters + yymmdd + 3 alphanumerics; natural person = 3 or 4 letters + the same.
describe('rfcKind', () => {
  it.each<[string, ReturnType<typeof rfcKind>]>([
    ['MEGA800101AB1', 'natural-person'],
    ['mega800101ab1', 'natural-person'],
    [' GOMJ751231HX2 ', 'natural-person'],
    ['TSM850101AB1', 'legal-entity'],
    ['A&B000229XY9', 'legal-entity'],
    ['A&B010229XY9', null],
    ['ÑAND000229AB3', 'natural-person'],
    ['TSM851301AB1', null],
    ['TSM850132AB1', null],
    ['TSM850230AB1', null],
    ['TSM85010AB1', null],
    ['TS850101AB1', null],
    ['MEGAX800101AB1', null],
    ['MEGA800101AB', null],
    ['MEGA800101-B1', null],
    ['admin', null],
    ['', null],
  ])('%s -> %s', (rfc, kind) => expect(rfcKind(rfc)).toBe(kind));

  it('tells an RFC id from a user name', () => {
    expect(looksLikeRfc('MEGA800101AB1')).toBe(true);
    expect(looksLikeRfc('arrendador.hijo')).toBe(false);
  });
});

describe('hasRfcShape (lists and settings written by others: the date is not checked)', () => {
  it.each([
    ['TSM850101AB1', true],
    ['MEGA800101AB1', true],
    ['ÑAÑ850101AB1', true],
    ['&&&850101AB1', true],
    ['TSM850230AB1', true], // 30 February: a shape, not a date
    ['tsm850101ab1', false], // written as the list writes it: upper case
    ['TS850101AB1', false],
    ['MEGAX800101AB1', false],
    ['MEGA800101AB', false],
    ['MEGA800101-B1', false],
    [' TSM850101AB1', false],
    ['', false],
  ])('%s -> %s', (value, shape) => expect(hasRfcShape(value)).toBe(shape));
});
