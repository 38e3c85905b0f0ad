import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  ceil,
  compare,
  divide,
  formatDecimal,
  mul,
  parseDecimal,
  round,
  sub,
  truncate,
  withinTolerance,
  type Decimal,
} from './decimal';

const d = (text: string): Decimal => {
  const value = parseDecimal(text.replace(/^-/, ''), 12);
  if (!value) throw new Error(text);
  return text.startsWith('-') ? { units: -value.units, scale: value.scale } : value;
};
const f = (value: Decimal | null): string | null => (value ? formatDecimal(value) : null);

describe('parseDecimal', () => {
  it.each<[string, string | null]>([
    ['0', '0'],
    ['1000.00', '1000.00'],
    ['8.620690', '8.620690'],
    ['000012.5', '12.5'],
    ['1.1234567', null], // 7 decimals: above the schemas' 6
    [' 1.00', null],
    ['1.00 ', null],
    ['-1', null],
    ['+1', null],
    ['1e3', null],
    ['1,000.00', null],
    ['.5', null],
    ['5.', null],
    ['', null],
    ['NaN', null],
    ['1234567890123456789', null], // 19 integer digits
  ])('%j -> %j', (text, expected) => expect(f(parseDecimal(text))).toBe(expected));

  it('accepts more decimals when asked (EquivalenciaDR has 10)', () =>
    expect(f(parseDecimal('17.4731470231', 10))).toBe('17.4731470231'));
});

describe('arithmetic', () => {
  it.each<[string, string, number, string]>([
    // SAT rounds half up
    ['2462.448', '1', 2, '2462.45'],
    ['1.005', '1', 2, '1.01'],
    ['1.004999', '1', 2, '1.00'],
    ['15390.30', '0.160000', 2, '2462.45'],
    ['15390.30', '0.106667', 2, '1641.64'],
    ['40', '17.3608', 2, '694.43'],
    ['0.1', '0.2', 6, '0.020000'], // the classic float trap, exact here
  ])('%s × %s to %i decimals = %s', (a, b, n, expected) =>
    expect(formatDecimal(mul(d(a), d(b), n))).toBe(expected),
  );

  it.each<[string, number, string, string, string]>([
    ['1.23456', 2, '1.23', '1.24', '1.23'],
    ['1.235', 2, '1.24', '1.24', '1.23'],
    ['-1.235', 2, '-1.24', '-1.23', '-1.23'],
    ['7', 2, '7.00', '7.00', '7.00'],
  ])('%s to %i: round %s, ceil %s, truncate %s', (text, n, r, c, t) => {
    expect(formatDecimal(round(d(text), n))).toBe(r);
    expect(formatDecimal(ceil(d(text), n))).toBe(c);
    expect(formatDecimal(truncate(d(text), n))).toBe(t);
  });

  it.each<[string, string, number, string, string]>([
    // Pagos 2.0 conversions: ImpPagado / EquivalenciaDR, a base by 1.16
    ['100.00', '0.0576', 2, '1736.11', '1736.11'],
    ['1000.00', '17.3608', 6, '57.601032', '57.601032'],
    ['1.00', '1.16', 6, '0.862069', '0.862068'],
    ['0.05', '2', 2, '0.03', '0.02'], // half a cent: away from zero, or cut
    ['-0.05', '2', 2, '-0.03', '-0.02'],
    ['12', '1', 0, '12', '12'],
  ])('%s / %s to %i decimals: round %s, truncate %s', (a, b, n, rounded, truncated) => {
    expect(formatDecimal(divide(d(a), d(b), n))).toBe(rounded);
    expect(formatDecimal(divide(d(a), d(b), n, true))).toBe(truncated);
  });

  it('adds and subtracts across scales', () => {
    expect(formatDecimal(add(d('0.1'), d('0.2')))).toBe('0.3');
    expect(formatDecimal(sub(d('1866.12'), d('1866.11')))).toBe('0.01');
    expect(compare(d('1.10'), d('1.1'))).toBe(0);
    expect(compare(d('2'), d('1.999999'))).toBe(1);
  });

  it.each<[string, string, string, boolean]>([
    ['100.00', '104.99', '5', true],
    ['100.00', '105.01', '5', false],
    ['10.00', '10.09', '0.09', true],
    ['10.00', '10.10', '0.09', false],
    ['10.00', '10.00', '0', true],
  ])('|%s − %s| ≤ %s is %s', (a, b, tol, expected) =>
    expect(withinTolerance(d(a), d(b), d(tol))).toBe(expected),
  );

  it('a + b − b = a for any amounts (property)', () => {
    const amount = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }))
      .map(([units, scale]): Decimal => ({ units, scale }));
    fc.assert(
      fc.property(amount, amount, (a, b) => compare(sub(add(a, b), b), a) === 0),
      { numRuns: 200 },
    );
  });
});
