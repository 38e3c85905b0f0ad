/**
 * InvoiceReceiptSupplier and InvoiceReceiptLessor through the API: a demo invoice of chosen
 * receipts sent once (receipts consumed, BELNR answered, audit written, the statement shows it),
 * twins joined, withholdings, every supplier rule from the spec's tables (tolerance by currency,
 * selection, non-electronic form, window, the day-16 block), roles, concurrent sends and
 * Idempotency-Key replays.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ReceiptSupplierResponse,
  receiptLines,
  type ReceiptLine,
} from '../../../../src/protocol/supplier-invoicing';
import {
  auditEvents,
  erpInvoices,
  portalParameters,
  supplierInvoiceConfigs,
  suppliers,
} from '../../db/schema';
import { PDF_BASE64, b64 } from '../../testing/invoicing-send-kit';
import {
  createTestApp,
  PARTNER_MODULES,
  type CallResult,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const USERS = ['proveedor', 'admin', 'visor', 'arrendador'];
const TODAY = new Date().toISOString().slice(0, 10).replaceAll('-', '');
/** Receipts of any date (a test app on another day than the seed's). */
const ANY_DATE = { AEDAT_I: '20000101', AEDAT_E: '20991231' };

beforeAll(async () => {
  t = await createTestApp();
  await t.grantModules('admin', PARTNER_MODULES);
  for (const u of USERS) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const call = (
  user: string,
  name: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) => t.call(name, { ActionId: 21, ...body }, tokens[user], headers);

/** A receipts answer's lines, the answer checked against its schema first. */
const linesOf = (body: unknown) => receiptLines(v.parse(ReceiptSupplierResponse, body));

async function pending(body: Record<string, unknown> = {}, lifnr = '0000200001', bukrs = 'MX10') {
  const res = await call('admin', 'ReceiptSupplier', { BUKRS: bukrs, LIFNR: lifnr, ...body });
  expect(res.status).toBe(200);
  return linesOf(res.body);
}
const ref = (l: ReceiptLine) => ({
  EBELN: l.EBELN,
  EBELP: l.EBELP,
  MBLNR: l.MBLNR,
  MJAHR: l.MJAHR,
  ZEILE: l.ZEILE,
});
const cents = (s: string) => BigInt(s.replace('.', ''));
const fmt = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
/** The totals of lines (twins included), all withholdings. */
function totals(lines: readonly ReceiptLine[]) {
  const sum = (f: (l: ReceiptLine) => bigint) => lines.reduce((a, l) => a + f(l), 0n);
  return {
    SUBTOTAL: fmt(sum((l) => cents(l.WRBTR))),
    IMPUESTO: fmt(sum((l) => cents(l.FWSTE))),
    RETENCIONES: fmt(sum((l) => cents(l.RETENCIONES))),
  };
}
/** Every line of the chosen keys (twins join). */
const withTwinsOf = (all: readonly ReceiptLine[], chosen: readonly ReceiptLine[]) =>
  all.filter((l) =>
    chosen.some(
      (c) =>
        ref(c).MBLNR === l.MBLNR &&
        c.EBELN === l.EBELN &&
        c.EBELP === l.EBELP &&
        c.ZEILE === l.ZEILE &&
        c.MJAHR === l.MJAHR,
    ),
  );

let nonElectronicId = 0;
function nonElectronicBody(
  lines: readonly ReceiptLine[],
  amounts: Partial<
    Record<'SUBTOTAL' | 'IMPUESTO' | 'RETENCIONES' | 'MONEDA' | 'FECHA' | 'VALOR_FACTURA', string>
  > = {},
  more: Record<string, unknown> = {},
) {
  nonElectronicId += 1;
  return {
    ActionId: 11,
    FAC_ELECT: false,
    INVOICEDATA: {
      BUKRS: 'MX10',
      LIFNR: lines[0]!.LIFNR,
      ID: `NE-${Date.now()}-${nonElectronicId}`,
      FACTURA: `NE${nonElectronicId}`,
      ...totals(lines),
      MONEDA: lines[0]!.WAERS,
      PDFBASE64: PDF_BASE64,
      ...amounts,
    },
    ITEMDATA: lines.filter((l) => !l.isTwin).map(ref),
    ...more,
  };
}
const send = (
  body: Record<string, unknown>,
  user = 'proveedor',
  headers?: Record<string, string>,
) => t.call('InvoiceReceiptSupplier', body, tokens[user], headers);
const errorsOf = (res: CallResult) =>
  (res.body.Errors as { ID: string; MESSAGE: string }[] | undefined) ?? [];

async function demo(lines: readonly ReceiptLine[], more: Record<string, unknown> = {}) {
  const res = await call('proveedor', 'DemoInvoice', {
    BUKRS: 'MX10',
    LIFNR: lines[0]!.LIFNR,
    ITEMDATA: lines.filter((l) => !l.isTwin).map(ref),
    ...more,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { XMLBase64: string; PDFBase64: string; ID: string; FACTURA: string };
}
function electronicBody(
  lines: readonly ReceiptLine[],
  d: Awaited<ReturnType<typeof demo>>,
  more: Record<string, unknown> = {},
) {
  return {
    ActionId: 11,
    FAC_ELECT: true,
    STATUS: '5',
    INVOICEDATA: {
      BUKRS: 'MX10',
      LIFNR: lines[0]!.LIFNR,
      ID: d.ID,
      FACTURA: d.FACTURA,
      ...totals(lines),
      MONEDA: lines[0]!.WAERS,
      PDFBASE64: d.PDFBase64,
      XMLBASE64: d.XMLBase64,
    },
    ITEMDATA: lines.filter((l) => !l.isTwin).map(ref),
    // The page's own fields, ignored by the server.
    totalNeto: '1',
    firstItem: {},
    ...more,
  };
}

describe('an electronic invoice of receipts', () => {
  it('is registered once: receipts consumed, BELNR answered, audited, on the statement', async () => {
    const lines = (await pending({ EBELN: '4500001002' })).filter((l) => !l.isTwin);
    expect(lines.length).toBe(2);
    const d = await demo(lines);
    const res = await send(electronicBody(lines, d));
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body.Message).toBe(`Factura ${String(res.body.BELNR)} enviada exitosamente`);
    expect((res.body.List as ReceiptLine[]).map((l) => l.MBLNR).sort()).toEqual(
      lines.map((l) => l.MBLNR).sort(),
    );
    expect(await pending({ EBELN: '4500001002' })).toEqual([]);
    const [row] = await t.handle.db.select().from(erpInvoices).where(eq(erpInvoices.uuid, d.ID));
    expect(row).toMatchObject({
      kind: 'SUPPLIER',
      lifnr: '0000200001',
      belnr: res.body.BELNR,
      balance: totals(lines).SUBTOTAL,
    });
    const audit = await t.handle.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.resource, 'InvoiceReceiptSupplier'),
          eq(auditEvents.target, `MX10 ${String(res.body.BELNR)}/${row!.gjahr}`),
        ),
      );
    expect(audit).toHaveLength(1);
    const statement = await call('proveedor', 'StatementItems', {
      bukrs: 'MX10',
      lifnr: '0000200001',
      tipoConsulta: '1',
      todate: TODAY,
      isLessor: false,
    });
    const item = (statement.body.List as { XBLNR: string; VNETO: string; BELNR: string }[]).find(
      (i) => i.BELNR === res.body.BELNR,
    );
    expect(item?.XBLNR).toBe(d.FACTURA);
    expect(item?.VNETO).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // Sent again: the id is registered.
    const again = await send(electronicBody(lines, d));
    expect(again.body.Result).toBe(false);
    expect(errorsOf(again)[0]?.ID).toBe('sat.duplicateId');
  });

  it('joins the twins of a chosen receipt and consumes them with it', async () => {
    const all = await pending({ EBELN: '4500001001' });
    const twin = all.find((l) => l.isTwin)!;
    const chosen = all.filter((l) => !l.isTwin && l.MBLNR === twin.MBLNR);
    const lines = withTwinsOf(all, chosen);
    expect(lines).toHaveLength(2);
    const d = await demo(chosen);
    const res = await send(electronicBody(lines, d));
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect((res.body.List as ReceiptLine[]).map((l) => l.KSCHL).sort()).toEqual(['FRA1', 'PBXX']);
    expect((await pending({ EBELN: '4500001001' })).some((l) => l.MBLNR === twin.MBLNR)).toBe(
      false,
    );
  });

  it('takes the withholdings the receipts carry, or those chosen', async () => {
    const lines = (await pending({ EBELN: '4500001005' })).filter((l) => !l.isTwin);
    expect(lines[0]!.WITHHOLDINGS.map((w) => w.WITHT)).toEqual(['R1', 'R2']);
    const [first, second] = lines;
    const d = await demo([first!]);
    const only = await send(electronicBody([first!], d, { WITHTAXDATA: [{ WITHT: 'R1' }] }));
    expect(only.body.Result).toBe(false);
    expect(only.body.Message).toMatch(/no coinciden/);
    const res = await send(electronicBody([first!], d));
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    const chosen = await demo([second!], { WITHTAXDATA: [{ WITHT: 'R1' }] });
    const r1 = cents(second!.WITHHOLDINGS.find((w) => w.WITHT === 'R1')!.WRBTR);
    const body = electronicBody([second!], chosen, { WITHTAXDATA: [{ WITHT: 'R1' }] });
    (body.INVOICEDATA as Record<string, string>).RETENCIONES = fmt(r1);
    expect((await send(body)).status).toBe(200);
    const foreign = await send(
      nonElectronicBody(
        await pending({ EBELN: '4500001006' }),
        {},
        { WITHTAXDATA: [{ WITHT: 'R6' }] },
      ),
    );
    expect(errorsOf(foreign)[0]?.ID).toBe('withholdingNotOnReceipts');
  });

  it('refuses an XML of other receipts’ amounts with the differences', async () => {
    const lines = (await pending({ EBELN: '4500001004' })).filter((l) => !l.isTwin);
    const d = await demo([lines[0]!]);
    const body = electronicBody([lines[1]!], d);
    const res = await send(body);
    expect(res.body.Result).toBe(false);
    expect(errorsOf(res).some((e) => e.ID === 'portal.amounts')).toBe(true);
  });
});

describe('supplier rules (spec 2 §5)', () => {
  it.each([
    ['MXN, subtotal 5.00 over', '4500001007', 'MXN', 500n, true],
    ['MXN, subtotal 5.01 over', '4500001007', 'MXN', 501n, false],
    ['USD, subtotal 0.09 over', '4500001003', 'USD', 9n, true],
    ['USD, subtotal 0.10 over', '4500001003', 'USD', 10n, false],
  ] as const)('tolerance: %s', async (_n, ebeln, currency, over, passes) => {
    const lines = (await pending({ EBELN: ebeln, WAERS: currency })).filter((l) => !l.isTwin);
    const line = lines.find((l) => !withTwinsOf(lines, [l]).some((x) => x !== l)) ?? lines[0]!;
    const all = withTwinsOf(await pending({ EBELN: ebeln }), [line]);
    const subtotal = fmt(cents(totals(all).SUBTOTAL) + over);
    const res = await send(nonElectronicBody(all, { SUBTOTAL: subtotal }));
    if (passes) expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
    else {
      expect(res.body.Result).toBe(false);
      expect(errorsOf(res).map((e) => e.ID)).toEqual([
        'invoiceAmountsMismatch',
        'supplierAmountMismatchLine',
      ]);
      expect(errorsOf(res)[1]!.MESSAGE).toContain('SUBTOTAL');
    }
  });

  it('refuses MXN and USD receipts together, and different BSART or AUART', async () => {
    const mxn = (await pending({ EBELN: '4500001008' }))[0]!;
    const usd = (await pending({ EBELN: '4500001003' }))[0]!;
    const mixed = await send(nonElectronicBody([mxn, usd]));
    expect(errorsOf(mixed)[0]?.ID).toBe('receiptsMixedCurrency');
    const services = (await pending({ EBELN: '4500001004' }))[0]!;
    const kinds = await send(nonElectronicBody([mxn, services]));
    expect(errorsOf(kinds)[0]?.ID).toBe('receiptsMixedOrderKind');
  });

  it.each([
    [
      'a date of last year',
      { FECHA: `${Number(TODAY.slice(0, 4)) - 1}0615` },
      'nonElectronicDateYear',
    ],
    ['a currency other than MXN or USD', { MONEDA: 'EUR' }, 'nonElectronicCurrency'],
    ['a subtotal below 1', { SUBTOTAL: '0.50' }, 'nonElectronicAmountTooLow'],
    ['negative withholdings', { RETENCIONES: '-1.00' }, 'nonElectronicAmountTooLow'],
    [
      'a total that is not subtotal + tax − withholdings',
      { VALOR_FACTURA: '1.00' },
      'nonElectronicTotal',
    ],
  ] as const)('non-electronic form: refuses %s', async (_n, amounts, id) => {
    const lines = await pending({ EBELN: '4500001008' });
    const res = await send(nonElectronicBody(lines, amounts));
    expect(res.body.Result).toBe(false);
    expect(errorsOf(res)[0]?.ID).toBe(id);
  });

  it('refuses receipts that are not pending or not the supplier’s (404)', async () => {
    const other = (await pending({}, '0000200002'))[0]!;
    const foreign = nonElectronicBody([other]);
    (foreign.INVOICEDATA as Record<string, string>).LIFNR = '0000200001';
    const res = await send(foreign);
    expect(res.status).toBe(404);
    expect(errorsOf(res)[0]?.ID).toBe('receiptsNotFound');
    const mine = (await pending({ EBELN: '4500001008' }))[0]!;
    const forged = nonElectronicBody([mine]);
    (forged.ITEMDATA as { MBLNR: string }[])[0]!.MBLNR = '5999999999';
    const missing = await send(forged);
    expect(missing.status).toBe(404);
    expect(errorsOf(missing)[0]?.ID).toBe('receiptsNotFound');
  });

  it('refuses a supplier without the invoice option (its configuration)', async () => {
    const [s] = await t.handle.db.select().from(suppliers).where(eq(suppliers.code, '0000200001'));
    const [ne] = await t.handle.db
      .delete(supplierInvoiceConfigs)
      .where(
        and(
          eq(supplierInvoiceConfigs.supplierId, s!.id),
          eq(supplierInvoiceConfigs.invoiceOptionId, 2),
        ),
      )
      .returning();
    try {
      const res = await send(nonElectronicBody(await pending({ EBELN: '4500001008' })));
      expect(errorsOf(res)[0]?.ID).toBe('supplierNotInvoicing');
    } finally {
      await t.handle.db.insert(supplierInvoiceConfigs).values(ne!);
    }
  });

  it('refuses Visualizar, lessors, and another supplier', async () => {
    const body = nonElectronicBody(await pending({ EBELN: '4500001008' }));
    expect((await send(body, 'visor')).status).toBe(403);
    expect((await send(body, 'arrendador')).status).toBe(403);
    const other = nonElectronicBody(await pending({}, '0000200002'));
    const res = await send(other);
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe('Proveedor 0000200002 no asignado');
  });

  it('refuses a file that is not a PDF (415)', async () => {
    const body = nonElectronicBody(await pending({ EBELN: '4500001008' }));
    (body.INVOICEDATA as Record<string, string>).PDFBASE64 = b64('not a pdf at all');
    expect((await send(body)).status).toBe(415);
  });
});

describe('the window and the invoicing block', () => {
  it('refuses outside the company’s supplier window (msjOutRange)', async () => {
    const day15 = await createTestApp({ now: () => new Date('2026-03-15T18:00:00Z') });
    await day15.grantModules('admin', PARTNER_MODULES);
    try {
      const token = await day15.tokenFor('admin');
      const lines = linesOf(
        (
          await day15.call(
            'ReceiptSupplier',
            { ActionId: 21, BUKRS: 'MX20', LIFNR: '0000200004', ...ANY_DATE },
            token,
          )
        ).body,
      );
      const body = nonElectronicBody(lines.filter((l) => l.WAERS === 'MXN').slice(0, 1));
      (body.INVOICEDATA as Record<string, string>).BUKRS = 'MX20';
      const res = await day15.call('InvoiceReceiptSupplier', body, token);
      expect(errorsOf(res)[0]?.ID).toBe('msjOutRange');
    } finally {
      await day15.close();
    }
  });

  it('blocks from day 16 until 1 January 2024 unless InvoiceSupplierAllowed is active and true', async () => {
    const dec20 = await createTestApp({ now: () => new Date('2023-12-20T18:00:00Z') });
    await dec20.grantModules('admin', PARTNER_MODULES);
    try {
      const token = await dec20.tokenFor('proveedor');
      const lines = linesOf(
        (
          await dec20.call(
            'ReceiptSupplier',
            { ActionId: 21, BUKRS: 'MX10', LIFNR: '0000200001', EBELN: '4500001008', ...ANY_DATE },
            token,
          )
        ).body,
      );
      const body = nonElectronicBody(lines);
      const blocked = await dec20.call('InvoiceReceiptSupplier', body, token);
      expect(errorsOf(blocked)[0]?.ID).toBe('msjModuleDisabled');
      await dec20.handle.db
        .update(portalParameters)
        .set({ value: 'true', active: true })
        .where(eq(portalParameters.name, 'InvoiceSupplierAllowed'));
      const allowed = await dec20.call('InvoiceReceiptSupplier', body, token);
      expect(errorsOf(allowed).map((e) => e.ID)).not.toContain('msjModuleDisabled');
    } finally {
      await dec20.close();
    }
  });
});

describe('exactly once', () => {
  it('registers one of twenty concurrent sends of the same receipt with different ids', async () => {
    const lines = await pending({ EBELN: '4500001008' });
    const bodies = Array.from({ length: 20 }, () => nonElectronicBody(lines));
    const answers = await Promise.all(bodies.map((b) => send(b)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(19);
    const registered = await t.handle.db
      .select()
      .from(erpInvoices)
      .where(eq(erpInvoices.belnr, String(answers.find((a) => a.status === 200)!.body.BELNR)));
    expect(registered).toHaveLength(1);
  });

  it('registers one of twenty concurrent sends of the same invoice; the others are its duplicate', async () => {
    // An order still pending at this point of the file, in pesos.
    const all = await pending();
    const order = all.find((l) => l.WAERS === 'MXN' && l.EBELN !== '4500001006')?.EBELN;
    const lines = all.filter((l) => l.EBELN === order);
    expect(lines.length).toBeGreaterThan(0);
    const body = nonElectronicBody(lines);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(body)));
    expect(answers.filter((a) => a.body.Result === true)).toHaveLength(1);
    const others = answers.filter((a) => a.body.Result !== true);
    expect(others).toHaveLength(19);
    for (const a of others) {
      expect(errorsOf(a).map((e) => e.ID)).toEqual(['sat.duplicateId']);
    }
    const rows = await t.handle.db
      .select()
      .from(erpInvoices)
      .where(eq(erpInvoices.uuid, (body.INVOICEDATA as { ID: string }).ID));
    expect(rows).toHaveLength(1);
  });

  it('answers a replay under the same Idempotency-Key with the same answer, once', async () => {
    const lines = (await pending({ EBELN: '4500001006' })).filter((l) => !l.isTwin);
    const body = nonElectronicBody(lines);
    const key = {
      'Idempotency-Key': `supplier-${String((body.INVOICEDATA as { ID: string }).ID)}`,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(body, 'proveedor', key)),
    );
    expect(new Set(answers.map((a) => a.body.BELNR))).toEqual(new Set([answers[0]!.body.BELNR]));
    expect(answers.filter((a) => a.headers.get('Idempotency-Replayed') === 'true')).toHaveLength(4);
    const rows = await t.handle.db
      .select()
      .from(erpInvoices)
      .where(eq(erpInvoices.uuid, (body.INVOICEDATA as { ID: string }).ID));
    expect(rows).toHaveLength(1);
  });
});

describe('InvoiceReceiptLessor', () => {
  it('registers a lessor’s invoice of its receipts named by year, document and line', async () => {
    const res = await call('arrendador', 'ReceiptLessor', { BUKRS: 'MX10', LIFNR: '0000100001' });
    const lines = linesOf(res.body).filter((l) => l.EBELN === '4500005002');
    const sum = totals(lines);
    const withheld = cents(sum.RETENCIONES);
    const body = {
      ActionId: 11,
      FAC_ELECT: false,
      BUKRS: 'MX10',
      LIFNR: '0000100001',
      FACTURA_H_S: {
        ID: `NE-LESSOR-${Date.now()}`,
        FACTURA: 'LA-R1',
        BALANCE: sum.SUBTOTAL,
        IMPUESTOS: sum.IMPUESTO,
        MONTO: fmt(cents(sum.SUBTOTAL) + cents(sum.IMPUESTO)),
        RETENCIONES_C: '0.00',
        RETENCIONES_ISR: '0.00',
        RETENCIONES_IVA: sum.RETENCIONES,
        TOTAL: fmt(cents(sum.SUBTOTAL) + cents(sum.IMPUESTO) - withheld),
        MONEDA: 'MXN',
        PDFBase64: PDF_BASE64,
      },
      FACTURA_D_T: lines
        .filter((l) => !l.isTwin)
        .map((l) => ({ GJAHR: l.GJAHR, BELNR: l.BELNR, BUZEI: l.BUZEI })),
    };
    expect((await t.call('InvoiceReceiptLessor', body, tokens.proveedor)).status).toBe(403);
    const sent = await t.call('InvoiceReceiptLessor', body, tokens.arrendador);
    expect(sent.status, JSON.stringify(sent.body).slice(0, 500)).toBe(200);
    const [row] = await t.handle.db
      .select()
      .from(erpInvoices)
      .where(eq(erpInvoices.uuid, body.FACTURA_H_S.ID));
    expect(row?.kind).toBe('RECEIPT');
    const after = await call('arrendador', 'ReceiptLessor', { BUKRS: 'MX10', LIFNR: '0000100001' });
    expect((after.body.List as ReceiptLine[]).some((l) => l.EBELN === '4500005002')).toBe(false);
  });
});

describe('a lessor’s demo invoice of its receipts (DemoInvoice with FACTURA_D_T)', () => {
  it('is the lessor’s (use G03), only for the lessor, and registers as sent electronically', async () => {
    const res = await call('arrendador', 'ReceiptLessor', { BUKRS: 'MX10', LIFNR: '0000100001' });
    const lines = linesOf(res.body).filter((l) => l.EBELN === '4500005001');
    expect(lines.length).toBeGreaterThan(0);
    const dt = lines
      .filter((l) => !l.isTwin)
      .map((l) => ({ GJAHR: l.GJAHR, BELNR: l.BELNR, BUZEI: l.BUZEI }));
    const ask = (user: string, more: Record<string, unknown>) =>
      call(user, 'DemoInvoice', { BUKRS: 'MX10', LIFNR: '0000100001', ...more });
    // Another party, or the supplier variant of the lessor's lines: refused.
    expect((await ask('proveedor', { FACTURA_D_T: dt })).status).toBe(403);
    expect((await ask('arrendador', { ITEMDATA: lines.map(ref) })).status).toBe(403);
    const answer = await ask('arrendador', { FACTURA_D_T: dt });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const d = answer.body as { XMLBase64: string; PDFBase64: string; ID: string; FACTURA: string };
    expect(Buffer.from(d.XMLBase64, 'base64').toString()).toMatch(/UsoCFDI="G03"/);
    const sum = totals(lines);
    const withheld = cents(sum.RETENCIONES);
    const sent = await t.call(
      'InvoiceReceiptLessor',
      {
        ActionId: 11,
        FAC_ELECT: true,
        BUKRS: 'MX10',
        LIFNR: '0000100001',
        FACTURA_H_S: {
          ID: d.ID,
          FACTURA: d.FACTURA,
          BALANCE: sum.SUBTOTAL,
          IMPUESTOS: sum.IMPUESTO,
          MONTO: fmt(cents(sum.SUBTOTAL) + cents(sum.IMPUESTO)),
          RETENCIONES_C: '0.00',
          RETENCIONES_ISR: '0.00',
          RETENCIONES_IVA: sum.RETENCIONES,
          TOTAL: fmt(cents(sum.SUBTOTAL) + cents(sum.IMPUESTO) - withheld),
          MONEDA: 'MXN',
          PDFBase64: d.PDFBase64,
          XMLBase64: d.XMLBase64,
        },
        FACTURA_D_T: dt,
      },
      tokens.arrendador,
    );
    expect(sent.status, JSON.stringify(sent.body).slice(0, 800)).toBe(200);
    const after = await call('arrendador', 'ReceiptLessor', { BUKRS: 'MX10', LIFNR: '0000100001' });
    expect((after.body.List as ReceiptLine[]).some((l) => l.EBELN === '4500005001')).toBe(false);
  });
});

describe('demo invoices of receipts withholding IVA at the master’s rate', () => {
  it('carry the withholding master’s rate, and register', async () => {
    const demoOf = async (bukrs: string, l: ReceiptLine) => {
      const res = await call('admin', 'DemoInvoice', {
        BUKRS: bukrs,
        LIFNR: l.LIFNR,
        ITEMDATA: [ref(l)],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { XMLBase64: string; PDFBase64: string; ID: string; FACTURA: string };
    };
    const xmlOf = (d: { XMLBase64: string }) => Buffer.from(d.XMLBase64, 'base64').toString();
    // Preventive maintenance (R6) of another supplier, sent by an administrator.
    const [line] = (await pending({ EBELN: '4500003001' }, '0000200003')).filter((l) => !l.isTwin);
    expect(line!.WITHHOLDINGS.map((w) => w.WITHT)).toContain('R6');
    const d = await demoOf('MX10', line!);
    expect(xmlOf(d)).toMatch(/Impuesto="002" TipoFactor="Tasa" TasaOCuota="0\.060000"/);
    const sent = await send(electronicBody([line!], d), 'admin');
    expect(sent.status, JSON.stringify(sent.body).slice(0, 500)).toBe(200);
  });
});
