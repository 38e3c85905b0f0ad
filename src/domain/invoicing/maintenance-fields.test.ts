import { describe, expect, it } from 'vitest';
import {
  mtBillingWindow,
  mtInvoiceFieldsProblem,
  type MtInvoiceFields,
} from './maintenance-fields';

const TODAY = '2026-03-15';
const OK: MtInvoiceFields = {
  reference: 'A-1024',
  description: 'Cambio luminaria',
  month: 2,
  year: 2026,
};

describe('variable-maintenance invoice fields (spec 2 §5, §9)', () => {
  it.each([
    ['all given', {}, null],
    ['no reference', { reference: '  ' }, 'dataLabelRequired'],
    ['no description', { description: '' }, 'dataLabelRequired'],
    ['no month', { month: null }, 'dataLabelRequired'],
    ['no year', { year: null }, 'dataLabelRequired'],
    ['a reference of 16', { reference: 'A'.repeat(16) }, null],
    ['a reference of 17', { reference: 'A'.repeat(17) }, 'fieldTooLong'],
    ['a description of 17', { description: 'Impermeabilizado' + 'r' }, 'fieldTooLong'],
    ['January of last year', { month: 1, year: 2025 }, null],
    ['December of this year', { month: 12, year: 2026 }, null],
    ['December two years back', { month: 12, year: 2024 }, 'mtPeriodOutOfRange'],
    ['January of next year', { month: 1, year: 2027 }, 'mtPeriodOutOfRange'],
    ['month 13', { month: 13, year: 2026 }, 'mtPeriodOutOfRange'],
    ['month 0', { month: 0, year: 2026 }, 'mtPeriodOutOfRange'],
  ] as const)('%s: %s', (_, change, key) => {
    expect(mtInvoiceFieldsProblem({ ...OK, ...change }, TODAY)?.key ?? null).toBe(key);
  });

  it('names the field and the window', () => {
    expect(mtInvoiceFieldsProblem({ ...OK, reference: '' }, TODAY)).toEqual({
      key: 'dataLabelRequired',
      params: { field: 'noReference' },
    });
    expect(mtBillingWindow(TODAY)).toEqual({ first: '01-2025', last: '12-2026' });
    expect(mtInvoiceFieldsProblem({ ...OK, year: 2024 }, TODAY)).toEqual({
      key: 'mtPeriodOutOfRange',
      params: { first: '01-2025', last: '12-2026' },
    });
  });
});
