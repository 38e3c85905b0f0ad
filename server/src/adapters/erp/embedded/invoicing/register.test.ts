/**
 * Registration in the embedded ERP: one transaction that consumes pending periods, takes the
 * company's next document number of the year and inserts one invoice per company and UUID, or
 * writes nothing at all.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceAmountsOf } from '../../../../../../src/domain/invoicing/amounts';
import { oldestInvoiceWarning } from '../../../../../../src/domain/invoicing/oldest';
import { mexicoCityToday } from '../../../../../../src/domain/invoicing/window';
import type { PeriodRow } from '../../../../../../src/protocol/invoicing';
import { auditEvents, erpDocumentNumbers, erpInvoices, leasePeriods } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { InvoicingErp, InvoicingScope, NewLessorInvoice } from '../../invoicing';
import { createEmbeddedInvoicingErp } from './index';
import { BELNR_BASE } from './document-numbers';

let t: TestApp;
let erp: InvoicingErp;
const ALL: InvoicingScope = { companies: null, lifnrs: null };
const ARCOS: InvoicingScope = { companies: ['MX10'], lifnrs: ['0000100001'] };
const NOW = new Date();
const YEAR = mexicoCityToday(NOW).slice(0, 4);
let serial = 0;
const uuid = () => `5E1D0C0A-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  erp = createEmbeddedInvoicingErp(t.handle.db);
});
afterAll(() => t.close());

/** The pending periods of a contract, oldest due first. */
async function pending(bukrs: string, lifnr: string, recnnr: string): Promise<PeriodRow[]> {
  const rows = await erp.periods(ALL, { bukrs, lifnr, recnnr, status: '01' }, 'es');
  expect(rows.length).toBeGreaterThan(0);
  return rows;
}

/** An invoice for the periods, with their amounts, as a send call would register it. */
function invoiceFor(periods: PeriodRow[], id = uuid()): NewLessorInvoice {
  const sum = invoiceAmountsOf(periods);
  if (!sum.ok) throw new Error(sum.problem);
  return {
    bukrs: periods[0]!.BUKRS,
    lifnr: periods[0]!.LIFNR,
    uuid: id,
    xblnr: `T-${serial}`,
    electronic: true,
    documentDate: mexicoCityToday(NOW),
    amounts: sum.amounts,
    files: {},
    registeredBy: null,
    periods: periods.map((p) => p.CFPAYGUID),
  };
}

async function lastNumber(bukrs: string, gjahr = YEAR): Promise<number> {
  const [row] = await t.handle.db
    .select()
    .from(erpDocumentNumbers)
    .where(and(eq(erpDocumentNumbers.bukrs, bukrs), eq(erpDocumentNumbers.gjahr, gjahr)));
  return row?.lastNumber ?? 0;
}

async function snapshot() {
  return {
    periods: await t.handle.db.select().from(leasePeriods).orderBy(asc(leasePeriods.cfpayguid)),
    invoices: await t.handle.db.select().from(erpInvoices).orderBy(asc(erpInvoices.id)),
    numbers: await t.handle.db.select().from(erpDocumentNumbers),
  };
}

describe('registering a lessor invoice', () => {
  it('moves its periods to registered under the company’s next document number of the year', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000102');
    const before = await lastNumber('MX10');
    const invoice = invoiceFor([period!]);
    const result = await erp.registerLessorInvoice(ARCOS, invoice, NOW);
    expect(result).toMatchObject({
      kind: 'registered',
      belnr: String(BELNR_BASE + before + 1),
      gjahr: YEAR,
      budat: mexicoCityToday(NOW),
    });
    if (result.kind !== 'registered') return;
    expect(result.periods).toEqual([
      expect.objectContaining({
        CFPAYGUID: period!.CFPAYGUID,
        STATUS: '02',
        BELNR: result.belnr,
        GJAHR: YEAR,
        XBLNR: invoice.xblnr,
      }),
    ]);
    expect(await lastNumber('MX10')).toBe(before + 1);
    expect(await erp.invoiceIdRegistered('MX10', invoice.uuid.toLowerCase())).toBe(true);
    const open = await erp.accountItems(ARCOS, {
      bukrs: 'MX10',
      lifnr: '0000100001',
      party: 'lessor',
      items: 'open',
      to: `${Number(YEAR) + 1}-12-31`,
    });
    expect(open.find((i) => i.BELNR === result.belnr)).toMatchObject({
      XBLNR: invoice.xblnr,
      WRBTR: invoice.amounts.TOTAL,
      AUGDT: '',
    });
  });

  it('numbers registrations one after another, also when they run at once', async () => {
    const periods = (await pending('MX10', '0000100001', '4000000104')).slice(0, 6);
    const before = await lastNumber('MX10');
    const results = await Promise.all(
      periods.map((p) => erp.registerLessorInvoice(ALL, invoiceFor([p]), NOW)),
    );
    const numbers = results.map((r) => (r.kind === 'registered' ? Number(r.belnr) : 0)).sort();
    expect(numbers).toEqual(periods.map((_, n) => BELNR_BASE + before + n + 1));
    expect(await lastNumber('MX10')).toBe(before + periods.length);
  });

  it('keeps one sequence per company and per year', async () => {
    const mx10 = await lastNumber('MX10');
    const mx20 = await lastNumber('MX20');
    const [period] = await pending('MX20', '0000100005', '4200000111');
    const result = await erp.registerLessorInvoice(ALL, invoiceFor([period!]), NOW);
    expect(result).toMatchObject({ belnr: String(BELNR_BASE + mx20 + 1) });
    expect(await lastNumber('MX10')).toBe(mx10);
    // A posting in a year with no document yet starts that year's sequence at 1.
    const later = new Date(`${Number(YEAR) + 3}-06-15T18:00:00Z`);
    const [next] = await pending('MX20', '0000100005', '4200000111');
    expect(await erp.registerLessorInvoice(ALL, invoiceFor([next!]), later)).toMatchObject({
      belnr: String(BELNR_BASE + 1),
      gjahr: String(Number(YEAR) + 3),
    });
  });

  it('registers several periods on one invoice', async () => {
    const periods = (await pending('MX10', '0000100001', '4000000301')).slice(0, 3);
    const result = await erp.registerLessorInvoice(ARCOS, invoiceFor(periods), NOW);
    expect(result.kind).toBe('registered');
    if (result.kind !== 'registered') return;
    expect(new Set(result.periods.map((p) => `${p.STATUS} ${p.BELNR}`))).toEqual(
      new Set([`02 ${result.belnr}`]),
    );
  });
});

describe('a registration refused writes nothing', () => {
  it('refuses a UUID the company already has, in any case; another company may use it', async () => {
    const [registered] = await t.handle.db
      .select()
      .from(erpInvoices)
      .where(eq(erpInvoices.bukrs, 'MX10'))
      .limit(1);
    const [period] = await pending('MX10', '0000100001', '4000000102');
    const before = await snapshot();
    expect(
      await erp.registerLessorInvoice(
        ARCOS,
        invoiceFor([period!], registered!.uuid.toLowerCase()),
        NOW,
      ),
    ).toEqual({ kind: 'duplicateId' });
    expect(await snapshot()).toEqual(before);
    const [mx20] = await pending('MX20', '0000100003', '4200000103');
    const other = await erp.registerLessorInvoice(ALL, invoiceFor([mx20!], registered!.uuid), NOW);
    expect(other.kind).toBe('registered');
  });

  it('lets only one of two registrations of the same UUID at once through', async () => {
    const [a, b] = await pending('MX10', '0000100002', '4000000111');
    const id = uuid();
    const results = await Promise.all([
      erp.registerLessorInvoice(ALL, invoiceFor([a!], id), NOW),
      erp.registerLessorInvoice(ALL, invoiceFor([b!], id), NOW),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['duplicateId', 'registered']);
  });

  it('refuses a period that is no longer pending', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000102');
    expect((await erp.registerLessorInvoice(ARCOS, invoiceFor([period!]), NOW)).kind).toBe(
      'registered',
    );
    const before = await snapshot();
    expect(await erp.registerLessorInvoice(ARCOS, invoiceFor([period!]), NOW)).toEqual({
      kind: 'refused',
      problem: { key: 'invoicePeriodNotOpen', params: { text: period!.TEXT_D } },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers the same invoice sent again as a duplicate, not as its periods taken', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000102');
    const invoice = invoiceFor([period!]);
    expect((await erp.registerLessorInvoice(ARCOS, invoice, NOW)).kind).toBe('registered');
    const before = await snapshot();
    expect(await erp.registerLessorInvoice(ARCOS, invoice, NOW)).toEqual({ kind: 'duplicateId' });
    expect(await snapshot()).toEqual(before);
  });

  it('answers periods of another lessor or outside the scope as not found', async () => {
    const [foreign] = await pending('MX10', '0000100002', '4000000112');
    const [own] = await pending('MX10', '0000100001', '4000000102');
    const before = await snapshot();
    expect(await erp.registerLessorInvoice(ARCOS, invoiceFor([foreign!]), NOW)).toEqual({
      kind: 'periodsNotFound',
      cfpayguids: [foreign!.CFPAYGUID],
    });
    // The invoice names lessor 0000100001 but one of its periods is another lessor's.
    const mixed = { ...invoiceFor([own!]), periods: [own!.CFPAYGUID, foreign!.CFPAYGUID] };
    expect(await erp.registerLessorInvoice(ALL, mixed, NOW)).toMatchObject({
      kind: 'periodsNotFound',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('lets the caller’s rules refuse on the locked periods (the oldest-invoice rule)', async () => {
    const open = await pending('MX10', '0000100001', '4000000101');
    const sharing = open.filter((p) => p.DFAELL === open[0]!.DFAELL);
    expect(sharing).toHaveLength(3);
    const before = await snapshot();
    const result = await erp.registerLessorInvoice(ARCOS, invoiceFor([sharing[2]!]), NOW, {
      decide: ({ chosen, openOfContracts }) =>
        oldestInvoiceWarning(
          openOfContracts,
          chosen.map((p) => p.CFPAYGUID),
        ),
    });
    expect(result).toMatchObject({
      kind: 'refused',
      problem: { key: 'lessorsAlertOldestInvoice', params: { text: sharing[0]!.TEXT_D } },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('rolls everything back, its document number too, when work alongside fails', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000302');
    const before = await snapshot();
    await expect(
      erp.registerLessorInvoice(ARCOS, invoiceFor([period!]), NOW, {
        alongside: async () => {
          throw new Error('audit failed');
        },
      }),
    ).rejects.toThrow('audit failed');
    expect(await snapshot()).toEqual(before);
  });

  it('commits work alongside with the invoice, which knows its document number', async () => {
    const [period] = await pending('MX10', '0000100001', '4000000302');
    const result = await erp.registerLessorInvoice(ARCOS, invoiceFor([period!]), NOW, {
      alongside: async (tx, registered) => {
        await tx
          .insert(auditEvents)
          .values({ actionId: 11, resource: 'InvoiceLessor', target: registered.belnr });
      },
    });
    expect(result.kind).toBe('registered');
    const audits = await t.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'InvoiceLessor'));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.target).toBe(result.kind === 'registered' ? result.belnr : null);
  });
});

describe('registering a variable-maintenance invoice', () => {
  const mtInvoice = (recnnr: string, id = uuid()) => ({
    bukrs: 'MX10',
    lifnr: '0000100001',
    recnnr,
    uuid: id,
    xblnr: `MT-${serial}`,
    electronic: true,
    documentDate: mexicoCityToday(NOW),
    amounts: {
      BALANCE: '4500.00',
      IMPUESTOS: '720.00',
      MONTO: '5220.00',
      RETENCIONES_C: '0.00',
      RETENCIONES_ISR: '0.00',
      RETENCIONES_IVA: '0.00',
      TOTAL: '5220.00',
      MONEDA: 'MXN',
    },
    files: {},
    registeredBy: null,
    description: 'Cambio luminaria',
    site: 'MX-CEN-0101',
    serviceMonth: 1,
    serviceYear: Number(YEAR),
  });

  it('registers it as 01 with the company’s next document number, listed by ContractMT', async () => {
    const before = await lastNumber('MX10');
    const result = await erp.registerMtInvoice(ARCOS, mtInvoice('4000000101'), NOW);
    expect(result).toMatchObject({
      kind: 'registered',
      belnr: String(BELNR_BASE + before + 1),
      invoice: {
        STATUS: '01',
        DESCRIPCION: 'Cambio luminaria',
        SERVICE_MONTH: '01',
        TOTAL: '5220.00',
      },
    });
    const rows = await erp.mtInvoices(ARCOS, { bukrs: 'MX10', lifnr: '0000100001' }, 'es');
    expect(rows[0]).toEqual(result.kind === 'registered' ? result.invoice : null);
  });

  it('refuses a contract without variable maintenance, or another lessor’s', async () => {
    expect(await erp.registerMtInvoice(ARCOS, mtInvoice('4000000102'), NOW)).toEqual({
      kind: 'contractNotFound',
    });
    const foreign = { ...mtInvoice('4000000121'), lifnr: '0000100004' };
    expect(await erp.registerMtInvoice(ARCOS, foreign, NOW)).toEqual({ kind: 'contractNotFound' });
  });

  it('refuses a UUID the company already has', async () => {
    const id = uuid();
    expect((await erp.registerMtInvoice(ARCOS, mtInvoice('4000000101', id), NOW)).kind).toBe(
      'registered',
    );
    expect(await erp.registerMtInvoice(ARCOS, mtInvoice('4000000103', id), NOW)).toEqual({
      kind: 'duplicateId',
    });
  });
});
