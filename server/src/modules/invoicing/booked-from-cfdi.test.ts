/**
 * What each registration path books (spec 2 §3, §5): an electronic invoice is registered with its
 * CFDI's own amounts, currency, UUID, series and folio and issue date whatever was typed beside
 * them (InvoiceLessor, InvoiceMT, InvoiceReceiptSupplier); a non-electronic one with its typed
 * amounts, refused with the figures named unless balance + taxes − withholdings is the total to
 * the cent. Asserted on the embedded ERP's stored invoice rows.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueConcept } from '../../../../src/domain/cfdi/issue';
import { amountOf, formatAmount } from '../../../../src/domain/invoicing/money';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import {
  ReceiptSupplierResponse,
  receiptLines,
  type ReceiptLine,
} from '../../../../src/protocol/supplier-invoicing';
import { erpInvoices, suppliers } from '../../db/schema';
import {
  amountsOf,
  b64,
  demoInvoice,
  electronicBody,
  errorsOf,
  nonElectronicBody,
  nonElectronicId,
  PDF_BASE64,
  pendingPeriods,
} from '../../testing/invoicing-send-kit';
import { createTestApp, PARTNER_MODULES, type TestApp } from '../../testing/test-app';
import { demoReceiverOf, issueDemoCfdi } from './demo-invoice';
import { invoicedCompany } from './send-checks';

let t: TestApp;
const tokens: Record<string, string> = {};
const YEAR = mexicoCityToday(new Date()).slice(0, 4);

beforeAll(async () => {
  t = await createTestApp();
  await t.grantModules('admin', PARTNER_MODULES);
  for (const u of ['arrendador', 'proveedor', 'admin', 'dev']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const rowOf = async (uuid: string) =>
  (await t.handle.db.select().from(erpInvoices).where(eq(erpInvoices.uuid, uuid.toUpperCase())))[0];
/** An amount moved by some cents ("4589.22" + 490 = "4594.12"). */
const plus = (amount: string, cents: bigint) => formatAmount(amountOf(amount) + cents);
const pending = (recnnr: string) => pendingPeriods(t, tokens.dev!, 'MX10', '0000100001', recnnr);

describe('an electronic invoice is booked with its CFDI’s own figures', () => {
  it('InvoiceLessor: amounts typed 4.90 apart, another reference: the XML’s are stored', async () => {
    const [period] = await pending('4000000103');
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    const xml = amountsOf([period!]);
    const body = electronicBody([period!], demo);
    const typed = {
      ...body.FACTURA_H_S,
      FACTURA: 'TECLEADA-1',
      BALANCE: plus(xml.BALANCE, 490n),
      MONTO: plus(xml.MONTO, 490n),
      TOTAL: plus(xml.TOTAL, 490n),
    };
    const res = await t.call('InvoiceLessor', { ...body, FACTURA_H_S: typed }, tokens.arrendador);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result).toBe(true);
    expect(await rowOf(demo.ID)).toMatchObject({
      uuid: demo.ID.toUpperCase(),
      xblnr: demo.FACTURA,
      bldat: mexicoCityToday(new Date()),
      balance: xml.BALANCE,
      impuestos: xml.IMPUESTOS,
      monto: xml.MONTO,
      retencionesC: xml.RETENCIONES_C,
      retencionesIsr: xml.RETENCIONES_ISR,
      retencionesIva: xml.RETENCIONES_IVA,
      total: xml.TOTAL,
      currency: 'MXN',
    });
  });

  it('InvoiceLessor: amounts typed beyond the tolerance are still refused, nothing stored', async () => {
    const [period] = await pending('4000000104');
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    const body = electronicBody([period!], demo);
    const res = await t.call(
      'InvoiceLessor',
      {
        ...body,
        FACTURA_H_S: { ...body.FACTURA_H_S, TOTAL: plus(amountsOf([period!]).TOTAL, 501n) },
      },
      tokens.arrendador,
    );
    expect(errorsOf(res)[0]).toBe('Uno o más montos de la factura no coinciden');
    expect(await rowOf(demo.ID)).toBeUndefined();
  });

  it('InvoiceMT: amounts typed 4.90 apart: the XML’s are stored, with its series and folio', async () => {
    const company = await invoicedCompany(t.handle.db, 'MX10');
    const repair: IssueConcept = {
      productKey: '72101500',
      unitKey: 'H87',
      description: 'Cambio de luminaria',
      amount: '4500.00',
      iva: '720.00',
      isr: '0.00',
      ivaWithheld: '0.00',
    };
    const issued = await issueDemoCfdi(
      t.handle.db,
      {
        issuer: { rfc: 'ILA980412T56', name: 'INMOBILIARIA LOS ARCOS', regime: '601' },
        receiver: demoReceiverOf(company!),
        concepts: [repair],
        currency: 'MXN',
      },
      new Date(),
    );
    const res = await t.call(
      'InvoiceMT',
      {
        ActionId: 11,
        Fac_Elect: true,
        BUKRS: 'MX10',
        LIFNR: '0000100001',
        RECNNR: '4000000101',
        invoicestatus: 'A',
        INVOICEDATA: {
          ID: issued.uuid,
          FACTURA: 'MT-TECLEADA',
          DESCRIPCION: 'Cambio luminaria',
          BALANCE: '4504.90',
          IMPUESTOS: '720.00',
          MONTO: '5224.90',
          RETENCIONES_C: '0.00',
          RETENCIONES_ISR: '0.00',
          RETENCIONES_IVA: '0.00',
          TOTAL: '5224.90',
          MONEDA: 'MXN',
          PDFBase64: PDF_BASE64,
          XMLBase64: b64(issued.xml),
          SERVICE_MONTH: '01',
          SERVICE_YEAR: YEAR,
        },
      },
      tokens.arrendador,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.INVOICEDATA).toMatchObject({ TOTAL: '5220.00' });
    expect(await rowOf(issued.uuid)).toMatchObject({
      kind: 'MT',
      xblnr: issued.factura,
      bldat: issued.fecha.slice(0, 10),
      balance: '4500.00',
      impuestos: '720.00',
      monto: '5220.00',
      total: '5220.00',
      currency: 'MXN',
    });
  });

  it('InvoiceReceiptSupplier: a subtotal typed 4.90 apart: the XML’s amounts are stored', async () => {
    const res = await t.call(
      'ReceiptSupplier',
      { ActionId: 21, BUKRS: 'MX10', LIFNR: '0000200001', EBELN: '4500001002' },
      tokens.admin,
    );
    const lines = receiptLines(v.parse(ReceiptSupplierResponse, res.body)).filter(
      (l: ReceiptLine) => !l.isTwin,
    );
    expect(lines.length).toBeGreaterThan(0);
    const ref = (l: ReceiptLine) => ({
      EBELN: l.EBELN,
      EBELP: l.EBELP,
      MBLNR: l.MBLNR,
      MJAHR: l.MJAHR,
      ZEILE: l.ZEILE,
    });
    const demo = await t.call(
      'DemoInvoice',
      { ActionId: 21, BUKRS: 'MX10', LIFNR: lines[0]!.LIFNR, ITEMDATA: lines.map(ref) },
      tokens.proveedor,
    );
    expect(demo.status, JSON.stringify(demo.body)).toBe(200);
    const d = demo.body as { XMLBase64: string; PDFBase64: string; ID: string; FACTURA: string };
    const sum = (f: (l: ReceiptLine) => string) =>
      formatAmount(lines.reduce((a, l) => a + amountOf(f(l)), 0n));
    const subtotal = sum((l) => l.WRBTR);
    const sent = await t.call(
      'InvoiceReceiptSupplier',
      {
        ActionId: 11,
        FAC_ELECT: true,
        STATUS: '5',
        INVOICEDATA: {
          BUKRS: 'MX10',
          LIFNR: lines[0]!.LIFNR,
          ID: d.ID,
          FACTURA: 'PROV-TECLEADA',
          SUBTOTAL: plus(subtotal, 490n),
          IMPUESTO: sum((l) => l.FWSTE),
          RETENCIONES: sum((l) => l.RETENCIONES),
          MONEDA: lines[0]!.WAERS,
          PDFBASE64: d.PDFBase64,
          XMLBASE64: d.XMLBase64,
        },
        ITEMDATA: lines.map(ref),
      },
      tokens.proveedor,
    );
    expect(sent.status, JSON.stringify(sent.body).slice(0, 500)).toBe(200);
    expect(sent.body.Result).toBe(true);
    expect(await rowOf(d.ID)).toMatchObject({
      kind: 'SUPPLIER',
      xblnr: d.FACTURA,
      balance: subtotal,
      impuestos: sum((l) => l.FWSTE),
      currency: lines[0]!.WAERS,
    });
  });
});

describe('a non-electronic invoice is booked as typed, when its figures add up to the cent', () => {
  it('InvoiceLessor: a total 0.01 off is refused, naming the figures; one that adds up is stored', async () => {
    const [period] = await pending('4000000301');
    const typed = amountsOf([period!]);
    const body = nonElectronicBody([period!]);
    const off = { ...body, FACTURA_H_S: { ...body.FACTURA_H_S, TOTAL: plus(typed.TOTAL, 1n) } };
    const withheld = formatAmount(
      amountOf(typed.RETENCIONES_C) +
        amountOf(typed.RETENCIONES_ISR) +
        amountOf(typed.RETENCIONES_IVA),
    );
    const figures =
      `BALANCE ${typed.BALANCE} + IMPUESTOS ${typed.IMPUESTOS} − RETENCIONES ${withheld}` +
      ` = ${typed.TOTAL}; TOTAL ${plus(typed.TOTAL, 1n)}`;
    const refused = await t.call('InvoiceLessor', off, tokens.arrendador);
    expect(refused.body.Result).toBe(false);
    expect(errorsOf(refused)).toEqual([
      `El saldo más impuestos menos retenciones no es el total de la factura: ${figures}.`,
    ]);
    const en = await t.call('InvoiceLessor', { ...off, Language: 'en' }, tokens.arrendador);
    expect(errorsOf(en)).toEqual([
      `Balance plus tax minus withholdings is not the invoice total: ${figures}.`,
    ]);
    expect(await rowOf(body.FACTURA_H_S.ID)).toBeUndefined();

    const res = await t.call('InvoiceLessor', body, tokens.arrendador);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rowOf(body.FACTURA_H_S.ID)).toMatchObject({
      electronic: false,
      xblnr: body.FACTURA_H_S.FACTURA,
      balance: typed.BALANCE,
      total: typed.TOTAL,
    });
  });

  it('InvoiceMT (a non-deductible lessor): a total 0.01 off is refused, naming the figures', async () => {
    await t.handle.db
      .update(suppliers)
      .set({ isNonDeductible: true })
      .where(eq(suppliers.code, '0000100001'));
    try {
      const body = (TOTAL: string) => ({
        ActionId: 11,
        Fac_Elect: false,
        BUKRS: 'MX10',
        LIFNR: '0000100001',
        RECNNR: '4000000101',
        invoicestatus: 'A',
        INVOICEDATA: {
          ID: nonElectronicId(),
          FACTURA: 'MT-NE-1',
          DESCRIPCION: 'Cambio luminaria',
          BALANCE: '4500.00',
          IMPUESTOS: '720.00',
          MONTO: '5220.00',
          RETENCIONES_C: '0.00',
          RETENCIONES_ISR: '450.00',
          RETENCIONES_IVA: '480.00',
          TOTAL,
          MONEDA: 'MXN',
          PDFBase64: PDF_BASE64,
          SERVICE_MONTH: '01',
          SERVICE_YEAR: YEAR,
        },
      });
      const off = body('4290.01');
      const refused = await t.call('InvoiceMT', off, tokens.arrendador);
      expect(errorsOf(refused)).toEqual([
        'El saldo más impuestos menos retenciones no es el total de la factura: ' +
          'BALANCE 4500.00 + IMPUESTOS 720.00 − RETENCIONES 930.00 = 4290.00; TOTAL 4290.01.',
      ]);
      expect(await rowOf(off.INVOICEDATA.ID)).toBeUndefined();
      const exact = body('4290.00');
      const res = await t.call('InvoiceMT', exact, tokens.arrendador);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await rowOf(exact.INVOICEDATA.ID)).toMatchObject({
        electronic: false,
        total: '4290.00',
        retencionesIsr: '450.00',
      });
    } finally {
      await t.handle.db
        .update(suppliers)
        .set({ isNonDeductible: false })
        .where(eq(suppliers.code, '0000100001'));
    }
  });

  it('InvoiceReceiptSupplier: a typed total 0.01 off is refused, naming the figures', async () => {
    const res = await t.call(
      'ReceiptSupplier',
      { ActionId: 21, BUKRS: 'MX10', LIFNR: '0000200001', EBELN: '4500001008' },
      tokens.admin,
    );
    const lines = receiptLines(v.parse(ReceiptSupplierResponse, res.body));
    const sum = (f: (l: ReceiptLine) => string) => lines.reduce((a, l) => a + amountOf(f(l)), 0n);
    const computed = sum((l) => l.WRBTR) + sum((l) => l.FWSTE) - sum((l) => l.RETENCIONES);
    const sent = await t.call(
      'InvoiceReceiptSupplier',
      {
        ActionId: 11,
        FAC_ELECT: false,
        INVOICEDATA: {
          BUKRS: 'MX10',
          LIFNR: lines[0]!.LIFNR,
          ID: nonElectronicId(),
          FACTURA: 'NE-TOTAL',
          SUBTOTAL: formatAmount(sum((l) => l.WRBTR)),
          IMPUESTO: formatAmount(sum((l) => l.FWSTE)),
          RETENCIONES: formatAmount(sum((l) => l.RETENCIONES)),
          VALOR_FACTURA: formatAmount(computed + 1n),
          MONEDA: lines[0]!.WAERS,
          PDFBASE64: PDF_BASE64,
        },
        ITEMDATA: lines
          .filter((l) => !l.isTwin)
          .map((l) => ({
            EBELN: l.EBELN,
            EBELP: l.EBELP,
            MBLNR: l.MBLNR,
            MJAHR: l.MJAHR,
            ZEILE: l.ZEILE,
          })),
      },
      tokens.proveedor,
    );
    expect(sent.body.Result).toBe(false);
    expect(errorsOf(sent)).toEqual([
      `El total de la factura (${formatAmount(computed + 1n)}) no es subtotal más impuestos ` +
        `menos retenciones (${formatAmount(computed)}).`,
    ]);
  });
});
