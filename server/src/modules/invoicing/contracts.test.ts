import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSelectionProblem } from '../../../../src/domain/invoicing/advance';
import { consolidatedSummary } from '../../../../src/domain/invoicing/consolidated';
import { oldestInvoiceWarning } from '../../../../src/domain/invoicing/oldest';
import type {
  AdvanceRow,
  ConsolidatedItem,
  ContractInfo,
  ContractRef,
  MtInvoiceRow,
  PeriodRow,
} from '../../../../src/protocol/invoicing';
import type { InvoiceDetailMTResponse } from '../../../../src/protocol/invoicing';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const ARCOS = { bukrs: 'MX10', Partner: '0000100001' };

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['arrendador', 'admin', 'visor', 'mantto.fijo']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

async function ok<T>(name: string, body: Record<string, unknown>, user = 'arrendador'): Promise<T> {
  const res = await t.call(name, { ActionId: 21, ...body }, tokens[user]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.Result).toBe(true);
  return res.body as T;
}
const periods = async (body: Record<string, unknown>, user = 'arrendador') =>
  (await ok<{ List: PeriodRow[] }>('ContractList', { ...ARCOS, ...body }, user)).List;
const iso = (wire: string) => wire.split('-').reverse().join('-');

describe('api/Contracts and api/ContractsMT', () => {
  it('lists the lessor’s contracts of the leasing types asked', async () => {
    const contracts = async (condtype: string[]) =>
      (await ok<{ List: { CONTRATOS: ContractRef[] } }>('Contracts', { ...ARCOS, condtype })).List
        .CONTRATOS;
    const lease = await contracts(['A001']);
    expect(lease.map((c) => c.RECNNR)).toEqual([
      '4000000101',
      '4000000102',
      '4000000103',
      '4000000104',
      '4000000501',
      '4000000502',
    ]);
    expect(lease[0]).toEqual({
      RECNNR: '4000000101',
      RECNTXT: 'Arrendamiento sitio MX-CEN-0101 Torre Tlalpan',
      RECNTYPE: 'A001',
      OBJECT_ID_ACCT: 'MX-CEN-0101',
    });
    expect((await contracts(['A004'])).map((c) => c.RECNNR)).toEqual(['4000000401']);
    expect((await contracts(['A002', 'A003'])).map((c) => c.RECNTYPE)).toEqual([
      'A002',
      'A003',
      'A003',
    ]);
    expect(await contracts([])).toHaveLength(10);
  });

  it('pads the partner to 10 digits', async () => {
    const res = await ok<{ List: { CONTRATOS: ContractRef[] } }>('Contracts', {
      bukrs: 'MX10',
      Partner: '100001',
    });
    expect(res.List.CONTRATOS).toHaveLength(10);
  });

  it('lists the contracts with variable maintenance and their accounting object', async () => {
    const res = await ok<{ List: { CONTRATOS: ContractRef[] } }>('ContractsMT', ARCOS);
    expect(res.List.CONTRATOS.map((c) => [c.RECNNR, c.OBJECT_ID_ACCT])).toEqual([
      ['4000000101', 'MX-CEN-0101'],
      ['4000000103', 'MX-NOR-0108'],
    ]);
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ bukrs: 'MX10' }, 'Partner'],
      [{ ...ARCOS, Partner: 'ABC' }, 'Partner'],
      [{ ...ARCOS, bukrs: 'mx10' }, 'bukrs'],
      [{ ...ARCOS, condtype: ['A009'] }, 'condtype'],
    ] as const) {
      const res = await t.call('Contracts', { ActionId: 21, ...body }, tokens.arrendador);
      expect(res.status).toBe(400);
      expect(res.body.Message).toContain(field);
    }
  });
});

describe('api/ContractList', () => {
  it('answers the periods of a leasing type in due-date order, with amounts and status texts', async () => {
    const rows = await periods({ recnType: 'A001' });
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.RECNTYPE))).toEqual(new Set(['A001']));
    expect(new Set(rows.map((r) => r.STATUS))).toEqual(new Set(['01', '02', '03']));
    const dates = rows.map((r) => iso(r.DFAELL));
    expect(dates).toEqual([...dates].sort());
    const paid = rows.find((r) => r.STATUS === '03' && r.MONEDA === 'MXN')!;
    expect(paid).toMatchObject({ STATUS_TXT: 'Pagada', BUKRS: 'MX10', LIFNR: '0000100001' });
    expect(paid.AUGDT).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(paid.BELNR).toMatch(/^51\d{8}$/);
    expect(paid.XBLNR).toMatch(/^LA-\d+$/);
    expect(paid.NAME2).toBe('Inmobiliaria Los Arcos, S.A. de C.V.');
    const pending = rows.find((r) => r.STATUS === '01')!;
    expect(pending).toMatchObject({
      AUGDT: '',
      BELNR: '',
      XBLNR: '',
      STATUS_TXT: 'Pendiente de envío',
    });
    const usd = rows.filter((r) => r.RECNNR === '4000000104');
    expect(new Set(usd.map((r) => r.MONEDA))).toEqual(new Set(['USD']));
  });

  it('filters by status, contract, condition type and due dates', async () => {
    const all = await periods({ recnType: 'A001' });
    for (const status of ['01', '02', '03'] as const) {
      const rows = await periods({ recnType: 'A001', status });
      expect(rows.length).toBe(all.filter((r) => r.STATUS === status).length);
    }
    const one = await periods({ recnnr: '4000000102' });
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((r) => r.RECNNR === '4000000102')).toBe(true);
    const z030 = await periods({ condtype_t: 'Z030' });
    expect(z030.length).toBe(24);
    const dates = all.map((r) => iso(r.DFAELL).replaceAll('-', '')).sort();
    const from = dates[Math.floor(dates.length / 3)]!;
    const to = dates[Math.floor((dates.length * 2) / 3)]!;
    const ranged = await periods({ recnType: 'A001', dfaell_i: from, dfaell_e: to });
    expect(ranged.length).toBe(dates.filter((d) => d >= from && d <= to).length);
  });

  it('shows periods sharing a due date, where the oldest-invoice rule applies', async () => {
    const open = await periods({ recnnr: '4000000101', status: '01' });
    const due = open[0]!.DFAELL;
    const sharing = open.filter((r) => r.DFAELL === due);
    expect(sharing).toHaveLength(3);
    expect(sharing[0]!.TEXT_D).toContain('(reprogramada)');
    const warning = oldestInvoiceWarning(open, [sharing[2]!.CFPAYGUID]);
    expect(warning).toMatchObject({
      key: 'lessorsAlertOldestInvoice',
      oldest: sharing[0]!.CFPAYGUID,
      params: { dueDate: due, text: sharing[0]!.TEXT_D },
    });
    expect(oldestInvoiceWarning(open, [sharing[0]!.CFPAYGUID])).toBeNull();
  });

  it('marks advance-payment periods with their flow type and complements with V101', async () => {
    const adjustments = await periods({ recnType: 'A004' });
    expect(adjustments.filter((r) => r.FLOWTYPE === 'V101')).toHaveLength(1);
    expect(new Set(adjustments.map((r) => r.CONDTYPE))).toEqual(
      new Set(['Z094', 'Z095', 'Z096', 'Z097', 'Z098', 'Z099', 'Z100', 'Z101', 'Z102']),
    );
    const advance = await periods({ recnnr: '4000000502' });
    expect(new Set(advance.map((r) => r.FLOWTYPE))).toEqual(new Set(['V102']));
  });

  it('answers in English when asked', async () => {
    const [row] = await periods({ status: '03', Language: 'en' });
    expect(row!.STATUS_TXT).toBe('Paid');
  });

  it('refuses malformed filters with 400', async () => {
    for (const [body, field] of [
      [{ dfaell_i: '2026-01-01' }, 'dfaell_i'],
      [{ dfaell_e: '20260230' }, 'dfaell_e'],
      [{ dfaell_i: '20260301', dfaell_e: '20260201' }, 'dfaell_e'],
      [{ status: '04' }, 'status'],
      [{ condtype_t: 'Z999' }, 'condtype_t'],
      [{ recnType: 'B001' }, 'recnType'],
    ] as const) {
      const res = await t.call(
        'ContractList',
        { ActionId: 21, ...ARCOS, ...body },
        tokens.arrendador,
      );
      expect(res.status, field).toBe(400);
      expect(res.body.Message).toContain(field);
    }
  });
});

describe('api/ContractDetails and api/ConsolidatedItems', () => {
  it('answers periods by id, one or a list, with their contracts', async () => {
    const rows = await periods({ recnnr: '4000000101', status: '01' });
    const single = await ok<{ List: PeriodRow[]; CONTRATOS: ContractInfo[] }>('ContractDetails', {
      cfpayguid: rows[0]!.CFPAYGUID.toLowerCase(),
    });
    expect(single.List).toEqual([rows[0]]);
    expect(single.CONTRATOS).toEqual([
      {
        BUKRS: 'MX10',
        RECNNR: '4000000101',
        RECNTXT: 'Arrendamiento sitio MX-CEN-0101 Torre Tlalpan',
        RECNTYPE: 'A001',
        LIFNR: '0000100001',
        NAME2: 'Inmobiliaria Los Arcos, S.A. de C.V.',
        STCD1: 'ILA980412T56',
        OBJECT_ID_ACCT: 'MX-CEN-0101',
        SITIO: 'Torre Tlalpan',
        REGIO: '09',
        RECNBEG: expect.stringMatching(/^01-\d{2}-\d{4}$/),
        RECNEND: '',
        MONEDA: 'MXN',
        ADVANCE_TYPE: '',
      },
    ]);
    const list = await ok<{ List: PeriodRow[] }>('ContractDetails', {
      cfpayguid: rows.slice(0, 3).map((r) => r.CFPAYGUID),
    });
    expect(list.List.map((r) => r.CFPAYGUID)).toEqual(rows.slice(0, 3).map((r) => r.CFPAYGUID));
  });

  it('answers 404 for an unknown id, and for a list with one', async () => {
    const [row] = await periods({ recnnr: '4000000101' });
    for (const cfpayguid of ['0'.repeat(32), [row!.CFPAYGUID, 'F'.repeat(32)]]) {
      const res = await t.call('ContractDetails', { ActionId: 21, cfpayguid }, tokens.arrendador);
      expect(res.status).toBe(404);
      expect(res.body.Message).toBe(
        'El periodo de pago no existe o no está disponible para su usuario',
      );
    }
  });

  it('answers the sites of a consolidated period, which add up to its balance', async () => {
    const rows = await periods({ recnType: 'A002', status: '01' });
    expect(rows.length).toBeGreaterThan(0);
    const res = await ok<{ List: ConsolidatedItem[] }>('ConsolidatedItems', {
      cfpayguid: [rows[0]!.CFPAYGUID],
    });
    expect(res.List.length).toBeGreaterThanOrEqual(5);
    expect(res.List.every((i) => /^\d+\.\d{3}$/.test(i.MENGE))).toBe(true);
    const cents = res.List.reduce((s, i) => s + Math.round(Number(i.CONDVALUENET) * 100), 0);
    expect(cents).toBe(Math.round(Number(rows[0]!.CONDVALUENET) * 100));
    const summary = consolidatedSummary(
      rows.filter((r) => r.MONTH === rows[0]!.MONTH && r.YEAR === rows[0]!.YEAR),
    );
    expect(summary.ok && summary.amounts.BALANCE).toBe(rows[0]!.CONDVALUENET);
  });
});

describe('api/AdvancePayment', () => {
  const advance = (condtype: string[], extra: Record<string, unknown> = {}) =>
    ok<{ List: AdvanceRow[]; CONTRATOS: ContractRef[] }>('AdvancePayment', {
      ...ARCOS,
      condtype,
      ...extra,
    });

  it('type 01 (Z001 + Z030): the rent and discount rows of the advance contracts only', async () => {
    const res = await advance(['Z001', 'Z030']);
    expect(res.CONTRATOS.map((c) => c.RECNNR)).toEqual(['4000000501']);
    expect(new Set(res.List.map((r) => r.CONDTYPE))).toEqual(new Set(['Z001', 'Z030']));
    const open = res.List.filter((r) => r.STATUS === '01');
    expect(open).toHaveLength(24);
    expect(open.find((r) => r.CONDTYPE === 'Z030')!.balance).toBe('-2000.00');
    // The oldest month (its rent and its discount) goes first.
    const first = open.slice(0, 2).map((r) => r.CFPAYGUID);
    expect(advanceSelectionProblem(open, first, '01')).toBeNull();
    const later = open.slice(2, 4).map((r) => r.CFPAYGUID);
    expect(advanceSelectionProblem(open, later, '01')?.key).toBe('lessorsAlertOldestInvoice');
    expect(advanceSelectionProblem(open, [first[0]!], '01')?.key).toBe('advanceIncomplete');
  });

  it('type 02 (Z01A): the discount-included rows', async () => {
    const res = await advance(['Z01A']);
    expect(res.CONTRATOS.map((c) => c.RECNNR)).toEqual(['4000000502']);
    expect(res.List.every((r) => r.CONDTYPE === 'Z01A' && r.FLOWTYPE === 'V102')).toBe(true);
    const paid = await advance(['Z01A'], { status: '03' });
    expect(paid.List.length).toBeGreaterThan(0);
    expect(paid.List.every((r) => r.STATUS === '03' && r.AUGDT !== '')).toBe(true);
    expect(paid.CONTRATOS).toEqual(res.CONTRATOS);
  });

  it('needs the condition types of an advance type', async () => {
    for (const condtype of [[], ['Z094']]) {
      const res = await t.call(
        'AdvancePayment',
        { ActionId: 21, ...ARCOS, condtype },
        tokens.arrendador,
      );
      expect(res.status).toBe(400);
    }
  });
});

describe('api/ContractMT and api/InvoiceDetailMT', () => {
  const mt = async (body: Record<string, unknown>) =>
    (
      await ok<{ List: MtInvoiceRow[] }>('ContractMT', {
        bukrs: 'MX10',
        partner: '0000100001',
        ...body,
      })
    ).List;

  it('lists the variable-maintenance invoices, newest first, in every status', async () => {
    const rows = await mt({});
    expect(new Set(rows.map((r) => r.STATUS))).toEqual(new Set(['01', '02', '03', '04']));
    const dates = rows.map((r) => iso(r.BLDAT));
    expect(dates).toEqual([...dates].sort().reverse());
    const rejected = rows.find((r) => r.STATUS === '02')!;
    expect(rejected.COMENTARIO).not.toBe('');
    expect(rejected.STATUS_TXT).toBe('Rechazada');
    expect(rows.filter((r) => r.STATUS === '04').every((r) => r.AUGDT !== '')).toBe(true);
    expect(rows.every((r) => r.DESCRIPCION.length <= 16 && /^\d{2}$/.test(r.SERVICE_MONTH))).toBe(
      true,
    );
    expect((await mt({ status: '04' })).length).toBe(rows.filter((r) => r.STATUS === '04').length);
    expect((await mt({ recnnr: '4000000103' })).every((r) => r.RECNNR === '4000000103')).toBe(true);
    const from = iso(rows[rows.length - 1]!.BLDAT).replaceAll('-', '');
    expect(await mt({ bldat_i: from, bldat_e: from })).toHaveLength(
      rows.filter((r) => r.BLDAT === rows[rows.length - 1]!.BLDAT).length,
    );
  });

  it('shows one invoice with its posting: document type KM, tax code 2C at 16.00', async () => {
    const [row] = await mt({ status: '03' });
    const detail = await ok<InvoiceDetailMTResponse>('InvoiceDetailMT', {
      bukrs: 'MX10',
      lifnr: '0000100001',
      belnr: row!.BELNR,
      gjahr: row!.GJAHR,
    });
    expect(detail.INVOICEDATA).toEqual(row);
    expect(detail.HEADERDATA).toMatchObject({ BLART: 'KM', BUKRS: 'MX10', XBLNR: row!.FACTURA });
    expect(detail.TAXDATA).toEqual([
      { MWSKZ: '2C', RATE: '16.00', BASE: row!.BALANCE, WRBTR: row!.IMPUESTOS },
    ]);
    expect(detail.GLACCOUNTDATA).toHaveLength(1);
    const missing = await t.call(
      'InvoiceDetailMT',
      { ActionId: 21, bukrs: 'MX10', lifnr: '0000100001', belnr: '5199999999', gjahr: row!.GJAHR },
      tokens.arrendador,
    );
    expect(missing.status).toBe(404);
  });
});
