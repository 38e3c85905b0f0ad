import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, percentOf, withinTolerance } from './money';

describe('money in cents', () => {
  it.each([
    ['1234.56', 123456n],
    ['1234.5', 123450n],
    ['1234', 123400n],
    ['-800.00', -80000n],
    ['-0.00', 0n],
    ['1,234,567.89', 123456789n],
    [' 12.30 ', 1230n],
    ['12.345', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
    ['+5', null],
  ])('parseAmount(%j) = %s', (text, cents) => expect(parseAmount(text)).toBe(cents));

  it.each([
    [123456n, '1234.56'],
    [5n, '0.05'],
    [-80000n, '-800.00'],
    [-5n, '-0.05'],
    [0n, '0.00'],
  ])('formatAmount(%s) = %s', (cents, text) => expect(formatAmount(cents)).toBe(text));

  it.each([
    // 16 % of 1,234.55 is 197.528: SAT rounds half up to 197.53.
    [123455n, 16n, 100n, 19753n],
    [100000n, 16n, 100n, 16000n],
    // Two thirds of 160.00 is 106.666…: 106.67.
    [16000n, 2n, 3n, 10667n],
    // Half a cent rounds away from zero on both sides.
    [50n, 1n, 100n, 1n],
    [-50n, 1n, 100n, -1n],
    [-100000n, 16n, 100n, -16000n],
  ])('percentOf(%s, %s/%s) = %s', (cents, n, d, expected) =>
    expect(percentOf(cents, n, d)).toBe(expected),
  );

  it.each([
    [1000n, 1500n, 500n, true],
    [1500n, 1000n, 500n, true],
    [1000n, 1501n, 500n, false],
    [-1000n, -1000n, 0n, true],
  ])('withinTolerance(%s, %s, %s) = %s (spec 1 §9: at or below)', (a, b, t, expected) =>
    expect(withinTolerance(a, b, t)).toBe(expected),
  );
});
