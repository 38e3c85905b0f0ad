import { describe, expect, it } from 'vitest';
import type { CfdiData } from '../../extract';
import { cfdiMessage } from '../../messages';
import { generateCfdi } from '../../testing/generate';
import { evaluateCfdi } from '../../validate';
import type { CheckOutcome } from '../check';
import { portalContext, type PortalContextInput } from './context';
import { paymentFormMethod, productKeys, unitKeys, usoCfdi } from './keys';
import { taxIds } from './parties';

const TODAY = '2026-03-15';
const base = evaluateCfdi(generateCfdi({ withholdings: true, localTaxes: true }), { today: TODAY })
  .data as CfdiData;
const LESSOR: PortalContextInput = {
  role: 'lessor',
  issuerTaxIds: ['EKU9003173C9'],
  receiverTaxIds: ['H&E951128469'],
};
const SUPPLIER: PortalContextInput = { ...LESSOR, role: 'supplier' };

type Check = (data: CfdiData, ctx: ReturnType<typeof portalContext>, today: string) => CheckOutcome;
interface Row {
  readonly data?: Partial<CfdiData>;
  readonly ctx?: Partial<PortalContextInput>;
  readonly today?: string;
  readonly status: CheckOutcome['status'];
}

/** Runs a check on the generated invoice with some fields and context entries replaced. */
function run(check: Check, role: PortalContextInput, row: Row): CheckOutcome {
  return check(
    { ...base, ...row.data },
    portalContext({ ...role, ...row.ctx }),
    row.today ?? TODAY,
  );
}
const text = (o: CheckOutcome): string => cfdiMessage(o.message, 'es');

describe('portal.taxIds', () => {
  it.each<[string, PortalContextInput, Row, string]>([
    ['lessor match', LESSOR, { status: 'success' }, 'RFC emisor y receptor.'],
    [
      'lessor, other issuer',
      LESSOR,
      { ctx: { issuerTaxIds: ['AAA010101AAA'] }, status: 'error' },
      'RFC Emisor no coincide.',
    ],
    [
      'lessor, other receiver',
      LESSOR,
      { ctx: { receiverTaxIds: ['AAA010101AAA'] }, status: 'error' },
      'RFC Receptor no coincide.',
    ],
    [
      'supplier, assigned (case-insensitive)',
      SUPPLIER,
      { ctx: { issuerTaxIds: ['XXX010101XXX', 'eku9003173c9'] }, status: 'success' },
      'RFC emisor y receptor.',
    ],
    [
      'supplier, both unassigned',
      SUPPLIER,
      { ctx: { issuerTaxIds: [], receiverTaxIds: [] }, status: 'error' },
      'RFC Emisor no asignado RFC Receptor no asignado',
    ],
    [
      'complement, receiver unassigned',
      { ...LESSOR, document: 'paymentComplement' },
      { ctx: { receiverTaxIds: [] }, status: 'error' },
      'RFC Receptor no asignado',
    ],
  ])('%s', (_name, role, row, message) => {
    const o = run(taxIds, role, row);
    expect(o.status).toBe(row.status);
    expect(text(o)).toBe(message);
  });
});

describe('portal.paymentFormMethod (spec tables)', () => {
  const lessor: [string, string, boolean][] = [
    ['99', 'PPD', true],
    ['14', 'PUE', true],
    ['03', 'PUE', true],
    ['02', 'PUE', true],
    ['99', 'PUE', false],
    ['03', 'PPD', false],
    ['14', 'PPD', false],
    ['01', 'PUE', false],
  ];
  const supplier: [string, string, boolean][] = [
    ['99', 'PPD', true],
    ['03', 'PUE', true],
    ['99', 'PUE', false],
    ['03', 'PPD', false],
    ['02', 'PUE', false],
    ['14', 'PUE', false],
  ];
  it.each([
    ...lessor.map((r) => ['lessor', ...r] as const),
    ...supplier.map((r) => ['supplier', ...r] as const),
  ])('%s %s/%s → %s', (role, form, method, okay) => {
    const o = run(paymentFormMethod, role === 'lessor' ? LESSOR : SUPPLIER, {
      data: { xmlFormaPago: form, xmlMetodoPago: method },
      status: 'success',
    });
    expect(o.status).toBe(okay ? 'success' : 'error');
  });
});

describe('portal.productKeys and portal.unitKeys (lessor table, unit lists)', () => {
  it.each<[string, string, 'success' | 'error']>([
    ['MTK', '94121504', 'success'],
    ['MTK', '84101600', 'error'],
    ['M4', '84101600', 'success'],
    ['M4', '80131500', 'error'],
    ['C62', '93161700', 'success'],
    ['C62', '80131502', 'error'],
    ['DAY', '80131500', 'success'],
    ['DAY', '80131502', 'error'],
    ['MON', '80131801', 'success'],
    ['MON', '84101600', 'error'],
    ['ACT', '80131502', 'success'],
    ['ACT', '80131801', 'error'],
    ['XNA', '93161700', 'success'],
    ['XNA', '80131500', 'error'],
    // E48: the portal's lease keys (product-keys.ts), a maintenance key is none of them.
    ['E48', '80131500', 'success'],
    ['E48', '80131503', 'success'],
    ['E48', '72101507', 'error'],
    ['E48', '12345678', 'error'],
  ])('lessor %s with %s → %s', (unit, key, status) => {
    const row = { data: { xmlClaveUnidad: [unit], xmlClaveProdServ: [key] }, status };
    expect(run(productKeys, LESSOR, row).status).toBe(status);
  });
  it("E48 uses the company's list when the context gives one, instead of the portal's", () => {
    const row = {
      data: { xmlClaveUnidad: ['E48'], xmlClaveProdServ: ['1'] },
      ctx: { e48ProductKeys: ['80131500'] },
      status: 'error' as const,
    };
    expect(run(productKeys, LESSOR, row).status).toBe('error');
    const own = {
      data: { xmlClaveUnidad: ['E48'], xmlClaveProdServ: ['72101507'] },
      ctx: { e48ProductKeys: ['72101507'] },
      status: 'success' as const,
    };
    expect(run(productKeys, LESSOR, own).status).toBe('success');
  });
  it("supplier product keys: the company's list, else the portal's (never skipped)", () => {
    // The generated invoice's concepts are a lease (80131500): none of the portal's supplier keys.
    expect(run(productKeys, SUPPLIER, { status: 'error' }).status).toBe('error');
    expect(
      run(productKeys, SUPPLIER, {
        data: { xmlClaveProdServ: ['72101507', '39121000', '72101500'] },
        status: 'success',
      }).status,
    ).toBe('success');
    expect(
      run(productKeys, SUPPLIER, { ctx: { supplierProductKeys: ['80131500'] }, status: 'success' })
        .status,
    ).toBe('success');
    expect(
      run(productKeys, SUPPLIER, { ctx: { supplierProductKeys: ['43211500'] }, status: 'error' })
        .status,
    ).toBe('error');
  });
  it.each<[PortalContextInput, string, 'success' | 'error']>([
    ...['E48', 'MTK', 'M4', 'C62', 'DAY', 'MON', 'ACT', 'XNA'].map(
      (u) => [LESSOR, u, 'success'] as [PortalContextInput, string, 'success'],
    ),
    [LESSOR, 'H87', 'error'],
    ...['E48', 'H87', 'ACT', 'ZP', 'A9'].map(
      (u) => [SUPPLIER, u, 'success'] as [PortalContextInput, string, 'success'],
    ),
    [SUPPLIER, 'MON', 'error'],
  ])('%# unit key %s → %s', (role, unit, status) => {
    expect(run(unitKeys, role, { data: { xmlClaveUnidad: [unit] }, status }).status).toBe(status);
  });
});

describe('portal.usoCfdi', () => {
  it.each<[string, string, string, string, string, 'success' | 'error']>([
    ['OCMT', 'TS04', '9', 'MX20', 'I01', 'success'],
    ['OCMT', 'TS04', '9', 'MX20', 'G03', 'error'],
    ['OCMT', 'TS01', '9', 'MX20', 'G03', 'success'],
    ['OCMT', 'TS03', '9', 'MX20', 'I08', 'success'],
    ['OCMT', 'TS02', '9', 'MX20', 'I01', 'error'],
    ['OCMT', 'TS04', '0', 'MX20', 'G03', 'success'],
    ['OCPO', '', '', 'MX20', 'I01', 'success'],
    ['OCPO', '', '', 'MX20', 'G03', 'error'],
    ['OCPO', '', '', 'MX10', 'G03', 'success'],
    ['OCAF', '', '', 'MX20', 'I04', 'success'],
    ['OCAF', '', '', 'MX20', 'I08', 'success'],
    ['OCAF', '', '', 'MX20', 'I01', 'error'],
    ['ZNB', '', '', 'MX20', 'G03', 'success'],
    ['ZNB', '', '', 'MX20', 'I01', 'error'],
  ])('supplier %s/%s/%s %s with %s → %s', (BSART, AUART, PSTYP, company, uso, status) => {
    const row = {
      data: { xmlUsoCFDI: uso },
      ctx: { purchase: { BSART, AUART, PSTYP, company } },
      status,
    };
    expect(run(usoCfdi, SUPPLIER, row).status).toBe(status);
  });
  it('lessor needs G03; supplier without order data is not applicable', () => {
    expect(run(usoCfdi, LESSOR, { status: 'success' }).status).toBe('success');
    expect(run(usoCfdi, LESSOR, { data: { xmlUsoCFDI: 'I01' }, status: 'error' }).status).toBe(
      'error',
    );
    expect(run(usoCfdi, SUPPLIER, { status: 'exclude' }).status).toBe('exclude');
  });
});
