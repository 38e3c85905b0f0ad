/**
 * api/AddInvoiceMT: the variable-maintenance "add invoice" lookup — the lessor's contracts that
 * take such an invoice, with site, currency and term, filtered by term and contract, and the
 * billing months InvoiceMT accepts; within the caller's scope like ContractsMT.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mtBillingWindow } from '../../../../src/domain/invoicing/maintenance-fields';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import type { AddInvoiceMTResponse } from '../../../../src/protocol/invoicing-mt';
import { createTestApp, PARTNER_MODULES, type TestApp } from '../../testing/test-app';

let t: TestApp;
let clock = new Date();
const tokens: Record<string, string> = {};
const ARCOS = { bukrs: 'MX10', Partner: '100001' };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await t.grantModules('admin', PARTNER_MODULES);
  for (const u of ['arrendador', 'visor', 'admin', 'proveedor']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const lookup = (body: Record<string, unknown>, user = 'arrendador') =>
  t.call('AddInvoiceMT', { ActionId: 21, ...ARCOS, ...body }, tokens[user]);
async function contractsOf(body: Record<string, unknown>, user = 'arrendador') {
  const res = await lookup(body, user);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as AddInvoiceMTResponse).List.map((c) => c.RECNNR);
}
/** YYYYMMDD of a date `months` from today (negative: ago). */
function monthsFromToday(months: number): string {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10).replaceAll('-', '');
}

describe('api/AddInvoiceMT', () => {
  it('answers the contracts with variable maintenance, their site, currency and term, and the billing months', async () => {
    const res = await lookup({});
    expect(res.status).toBe(200);
    const body = res.body as AddInvoiceMTResponse;
    expect(body.Result).toBe(true);
    expect(body.List.map((c) => [c.RECNNR, c.OBJECT_ID_ACCT, c.SITIO, c.MONEDA])).toEqual([
      ['4000000101', 'MX-CEN-0101', 'Torre Tlalpan', 'MXN'],
      ['4000000103', 'MX-NOR-0108', expect.any(String), 'MXN'],
    ]);
    expect(body.List[0]).toMatchObject({
      BUKRS: 'MX10',
      LIFNR: '0000100001',
      RECNTYPE: 'A001',
      RECNBEG: expect.stringMatching(/^01-\d{2}-\d{4}$/),
      RECNEND: '',
    });
    const year = Number(mexicoCityToday(new Date()).slice(0, 4));
    expect([body.FIRST_MONTH, body.LAST_MONTH]).toEqual([`01-${year - 1}`, `12-${year}`]);
  });

  it('answers the billing months of the day in Mexico City, the rule InvoiceMT applies', async () => {
    clock = new Date('2027-01-01T03:00:00Z'); // still 31 December 2026 in Mexico City
    try {
      // Signed in on that day: a session of today would look expired to that clock.
      const token = await t.tokenFor('admin');
      const res = await t.call('AddInvoiceMT', { ActionId: 21, ...ARCOS }, token);
      const body = res.body as AddInvoiceMTResponse;
      expect(mtBillingWindow(mexicoCityToday(clock))).toEqual({
        first: '01-2025',
        last: '12-2026',
      });
      expect([body.FIRST_MONTH, body.LAST_MONTH]).toEqual(['01-2025', '12-2026']);
    } finally {
      clock = new Date();
    }
  });

  it('keeps the contracts in force between dfaell_i and dfaell_e', async () => {
    // 4000000101 began 70 months ago, 4000000103 14 months ago; both are open-ended.
    expect(await contractsOf({ dfaell_e: monthsFromToday(-24) })).toEqual(['4000000101']);
    expect(
      await contractsOf({ dfaell_i: monthsFromToday(-30), dfaell_e: monthsFromToday(-20) }),
    ).toEqual(['4000000101']);
    expect(await contractsOf({ dfaell_i: monthsFromToday(-2) })).toEqual([
      '4000000101',
      '4000000103',
    ]);
    expect(await contractsOf({ dfaell_i: monthsFromToday(120) })).toEqual([
      '4000000101',
      '4000000103',
    ]);
    expect(await contractsOf({ dfaell_e: monthsFromToday(-100) })).toEqual([]);
    expect(await contractsOf({ dfaell_i: '', dfaell_e: '' })).toHaveLength(2);
  });

  it('answers one contract with recnnr, none for a contract without variable maintenance', async () => {
    expect(await contractsOf({ recnnr: '4000000103' })).toEqual(['4000000103']);
    expect(await contractsOf({ recnnr: '4000000102' })).toEqual([]);
  });

  it('answers Visualizar and administrators, for any lessor', async () => {
    expect(await contractsOf({}, 'visor')).toHaveLength(2);
    expect(await contractsOf({ Partner: '0000100004' }, 'admin')).toEqual([
      '4000000121',
      '4000000122',
    ]);
  });

  it('refuses another lessor or company (403) and a supplier', async () => {
    const other = await lookup({ Partner: '0000100004' });
    expect(other.status).toBe(403);
    expect(other.body.Message).toBe('Arrendador 0000100004 no asignado');
    expect((await lookup({ bukrs: 'MX20' })).status).toBe(403);
    expect((await lookup({}, 'proveedor')).status).toBe(403);
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ dfaell_i: '20260230' }, 'dfaell_i'],
      [{ dfaell_i: '20260301', dfaell_e: '20260201' }, 'dfaell_e'],
      [{ Partner: 'X1' }, 'Partner'],
      [{ recnnr: 'no válido' }, 'recnnr'],
    ] as const) {
      const res = await lookup(body);
      expect(res.status).toBe(400);
      expect(res.body.Message).toContain(field);
    }
  });
});
