import { describe, expect, it } from 'vitest';
import { toleranceFor } from './cfdi/checks/portal/rules';
import { configuredTolerance, ivaRate } from './company-config';

describe('configuredTolerance (spec 3 §3.11 with spec 2 §9)', () => {
  it.each<[string | null, 'lessor' | 'supplier', string, string]>([
    // The seeded configuration (5) gives the spec's table.
    ['5', 'lessor', 'MXN', '5'],
    ['5', 'lessor', 'USD', '5'],
    ['5', 'supplier', 'MXN', '5'],
    ['5', 'supplier', 'mxn', '5'],
    ['5', 'supplier', 'USD', '0.09'],
    ['5', 'supplier', 'EUR', '0'],
    // A company with another tolerance changes the lessor and MXN ones only.
    ['2.50', 'lessor', 'MXN', '2.50'],
    ['2.50', 'supplier', 'MXN', '2.50'],
    ['2.50', 'supplier', 'USD', '0.09'],
    // No configuration, or an unreadable one: the spec's constants.
    [null, 'lessor', 'MXN', '5'],
    [null, 'supplier', 'USD', '0.09'],
    ['cinco', 'supplier', 'MXN', '5'],
    ['-1', 'lessor', 'MXN', '5'],
  ])('total %s, %s in %s → %s', (total, role, currency, expected) => {
    expect(configuredTolerance(total, role, currency)).toBe(expected);
  });

  it('the seeded value reproduces toleranceFor for every role and currency', () => {
    for (const role of ['lessor', 'supplier'] as const)
      for (const currency of ['MXN', 'USD', 'EUR', ''])
        expect(configuredTolerance('5', role, currency)).toBe(toleranceFor(role, currency));
  });
});

describe('ivaRate', () => {
  it.each<[string | null, number | null]>([
    ['16', 0.16],
    ['8', 0.08],
    ['0', 0],
    ['101', null],
    ['x', null],
    [null, null],
  ])('%s → %s', (text, rate) => {
    expect(ivaRate(text)).toBe(rate);
  });
});
