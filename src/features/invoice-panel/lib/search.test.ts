import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  InvoicePageSearch,
  invoiceTargetOf,
  PENDING_INVOICES_PATH,
  receiptsPresetOf,
} from './search';

const ID1 = '0123456789ABCDEF0123456789ABCDEF';
const ID2 = 'fedcba9876543210fedcba9876543210';
const read = (search: Record<string, unknown>) =>
  invoiceTargetOf(v.parse(InvoicePageSearch, search));

describe('invoiceTargetOf', () => {
  it('reads the periods the list page names, with the way back', () => {
    expect(
      read({
        bukrs: 'MX10',
        lifnr: '0000100001',
        cfpayguid: `${ID1},${ID2}`,
        back: '/arrendador_arrendamiento',
      }),
    ).toEqual({
      kind: 'periods',
      bukrs: 'MX10',
      lifnr: '0000100001',
      cfpayguids: [ID1, ID2.toUpperCase()],
      month: null,
      back: '/arrendador_arrendamiento',
    });
  });

  it('takes numbers where the router parsed them, and a consolidated month', () => {
    const target = read({ bukrs: 'MX10', lifnr: 100001, cfpayguid: ID1, month: '5', year: 2026 });
    expect(target).toMatchObject({
      lifnr: '0000100001',
      month: { month: '05', year: '2026' },
      back: PENDING_INVOICES_PATH,
    });
  });

  it('reads a variable-maintenance invoice of a contract', () => {
    expect(
      read({ flow: 'mt', bukrs: 'MX10', lifnr: '0000100001', recnnr: 4000000101, back: '/x' }),
    ).toEqual({ kind: 'mt', bukrs: 'MX10', lifnr: '0000100001', recnnr: '4000000101', back: '/x' });
  });

  it('names nothing when a param is missing or malformed, never throwing', () => {
    expect(read({})).toBeNull();
    expect(read({ bukrs: 'MX10', lifnr: '0000100001' })).toBeNull();
    expect(read({ bukrs: 'MX10', lifnr: 'abc', cfpayguid: ID1 })).toBeNull();
    expect(read({ bukrs: 'MX10', lifnr: '1', cfpayguid: `${ID1},nope` })).toBeNull();
    expect(read({ flow: 'mt', bukrs: 'MX10', lifnr: '1' })).toBeNull();
    expect(read({ bukrs: { a: 1 }, lifnr: [1], cfpayguid: ID1, flow: 'zz' })).toBeNull();
  });

  it('never goes back to another origin', () => {
    for (const back of ['//evil.example', 'https://evil.example', 'x'])
      expect(read({ bukrs: 'MX10', lifnr: '1', cfpayguid: ID1, back })?.back).toBe(
        PENDING_INVOICES_PATH,
      );
  });
});

describe('receiptsPresetOf (the lessor receipt variant, ?flow=receipts)', () => {
  const preset = (search: Record<string, unknown>) =>
    receiptsPresetOf(v.parse(InvoicePageSearch, search));
  it.each([
    [{ flow: 'receipts' }, {}],
    [
      { flow: 'receipts', bukrs: 'mx10', lifnr: 100001 },
      { bukrs: 'MX10', lifnr: '0000100001' },
    ],
    [{ flow: 'receipts', bukrs: 'MX10!', lifnr: 'abc' }, {}],
    [{ flow: 'receipts', lifnr: '0000100001' }, { lifnr: '0000100001' }],
    [{ bukrs: 'MX10', lifnr: '1', cfpayguid: ID1 }, null],
    [{ flow: 'mt', bukrs: 'MX10', lifnr: '1', recnnr: 'R1' }, null],
  ])('%o → %o', (search, expected) => {
    expect(preset(search)).toEqual(expected);
  });
  it('names no invoice of periods: the route draws the receipts page', () => {
    expect(read({ flow: 'receipts', bukrs: 'MX10', lifnr: '1', cfpayguid: ID1 })).toBeNull();
  });
});
