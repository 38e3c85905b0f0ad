/**
 * The company's fiscal data in the sends (spec 2 §5): every portal context the server builds
 * carries the company's fiscal name and postal code, so a CFDI whose receiver names another
 * company, another postal code, an export or a place of issue that is no postal code is refused
 * with messages naming what it says and what was expected — the lessor's, the variable
 * maintenance's, the supplier's invoice and the payment complement alike. The page's contract
 * reads carry the same data, so its validation judges the receiver as the send does.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoiceTree, type IssueConcept } from '../../../../src/domain/cfdi/issue';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import type { PeriodRow } from '../../../../src/protocol/invoicing';
import {
  ReceiptSupplierResponse,
  receiptLines,
  type ReceiptLine,
} from '../../../../src/protocol/supplier-invoicing';
import { companies, erpInvoices } from '../../db/schema';
import {
  b64,
  demoInvoice,
  electronicBody,
  errorsOf,
  PDF_BASE64,
  pendingPeriods,
} from '../../testing/invoicing-send-kit';
import { createTestApp, PARTNER_MODULES, type TestApp } from '../../testing/test-app';
import {
  demoInvoiceOf,
  demoReceiverOf,
  issueDemoCfdi,
  issueDemoTree,
  lessorDemoRequest,
} from './demo-invoice';
import { invoicedCompany } from './send-checks';

let t: TestApp;
const tokens: Record<string, string> = {};
const YEAR = mexicoCityToday(new Date()).slice(0, 4);
const SEEDED = { name: 'TORRES DE TELECOMUNICACION DE MEXICO SA DE CV', postalCode: '06600' };
/** What an operator records after the company moved and changed its name. */
const RECORDED = { name: 'TELECOMUNICACIONES DEL VALLE SA DE CV', postalCode: '11560' };
const NAME_FAULT =
  `El nombre del receptor "${SEEDED.name}" no es el nombre fiscal de la empresa ` +
  `"${RECORDED.name}".`;
const POSTAL_FAULT =
  `El domicilio fiscal del receptor "${SEEDED.postalCode}" no es el código postal fiscal de ` +
  `la empresa "${RECORDED.postalCode}".`;

beforeAll(async () => {
  t = await createTestApp();
  await t.grantModules('admin', PARTNER_MODULES);
  for (const u of ['arrendador', 'proveedor', 'admin', 'dev']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());
afterEach(() => record(SEEDED));

/** Records MX10's fiscal data through the company page's call, as an administrator does. */
async function record(fiscal: { name: string; postalCode: string }) {
  const res = await t.call(
    'CompanyFiscal',
    { ActionId: 31, BUKRS: 'MX10', FiscalName: fiscal.name, FiscalPostalCode: fiscal.postalCode },
    tokens.admin,
  );
  expect(res.body.Result, JSON.stringify(res.body)).toBe(true);
}

const pending = (recnnr: string) => pendingPeriods(t, tokens.dev!, 'MX10', '0000100001', recnnr);
const registered = async (uuid: string) =>
  (await t.handle.db.select().from(erpInvoices).where(eq(erpInvoices.uuid, uuid.toUpperCase())))
    .length;

describe('InvoiceLessor', () => {
  it('refuses a CFDI issued to the company under another name and postal code', async () => {
    const [period] = await pending('4000000103');
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    await record(RECORDED);
    const res = await t.call('InvoiceLessor', electronicBody([period!], demo), tokens.arrendador);
    expect(res.body.Result).toBe(false);
    expect(errorsOf(res)).toEqual(expect.arrayContaining([NAME_FAULT, POSTAL_FAULT]));
    expect(errorsOf(res).some((e) => e.includes('exportación'))).toBe(false);
    expect(await registered(demo.ID)).toBe(0);

    // The same CFDI once the company's data is the one it names again.
    await record(SEEDED);
    const again = await t.call('InvoiceLessor', electronicBody([period!], demo), tokens.arrendador);
    expect(again.body.Errors ?? [], JSON.stringify(again.body)).toEqual([]);
    expect(await registered(demo.ID)).toBe(1);
  });

  it('refuses an export key other than 01 and a place of issue that is no postal code', async () => {
    const [period] = await pending('4000000104');
    const found = await t.call(
      'ContractDetails',
      { ActionId: 21, cfpayguid: [period!.CFPAYGUID] },
      tokens.arrendador,
    );
    const company = await invoicedCompany(t.handle.db, 'MX10');
    const demo = lessorDemoRequest(
      found.body.List as PeriodRow[],
      found.body.CONTRATOS as Parameters<typeof lessorDemoRequest>[1],
      company!,
    );
    if (!demo.ok) throw new Error(demo.problem.key);
    const now = new Date();
    const invoice = demoInvoiceOf(demo.request, now);
    const tree = invoiceTree(invoice);
    // As a forger's billing system writes it: export 05 (no such key), place of issue "9999".
    const forged = {
      ...tree,
      attrs: { ...tree.attrs, Exportacion: '05', LugarExpedicion: '9999' },
    };
    const issued = await issueDemoTree(
      t.handle.db,
      forged,
      invoice.issuer,
      invoice.receiver.rfc,
      now,
    );
    const res = await t.call(
      'InvoiceLessor',
      electronicBody([period!], {
        ID: issued.uuid,
        FACTURA: `${invoice.serie}${invoice.folio}`,
        XMLBase64: b64(issued.xml),
        PDFBase64: PDF_BASE64,
      }),
      tokens.arrendador,
    );
    expect(res.body.Result).toBe(false);
    expect(errorsOf(res)).toEqual(
      expect.arrayContaining([
        'La clave de exportación del comprobante es "05"; se esperaba "01" (No aplica): la empresa recibe facturas nacionales.',
        'El lugar de expedición "9999" no es un código postal de 5 dígitos.',
      ]),
    );
    expect(await registered(issued.uuid)).toBe(0);
  });

  it('does not judge the receiver while the company has no fiscal data recorded', async () => {
    const [period] = await pending('4000000301');
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    await t.handle.db
      .update(companies)
      .set({ fiscalName: null, fiscalPostalCode: null })
      .where(eq(companies.code, 'MX10'));
    const details = await t.call(
      'ContractDetails',
      { ActionId: 21, cfpayguid: [period!.CFPAYGUID] },
      tokens.arrendador,
    );
    expect(details.body.Receiver).toBeUndefined();
    const res = await t.call('InvoiceLessor', electronicBody([period!], demo), tokens.arrendador);
    expect(res.body.Errors ?? [], JSON.stringify(res.body)).toEqual([]);
    expect(await registered(demo.ID)).toBe(1);
  });
});

describe('what the page judges with', () => {
  it('ContractDetails and ContractsMT carry the company’s fiscal data as the context’s receiver', async () => {
    const [period] = await pending('4000000102');
    const details = await t.call(
      'ContractDetails',
      { ActionId: 21, cfpayguid: [period!.CFPAYGUID] },
      tokens.arrendador,
    );
    expect(details.body.Receiver).toEqual(SEEDED);
    await record(RECORDED);
    const mt = await t.call(
      'ContractsMT',
      { ActionId: 21, bukrs: 'MX10', Partner: '0000100001' },
      tokens.arrendador,
    );
    expect(mt.body.Receiver).toEqual(RECORDED);
  });
});

describe('InvoiceMT and InvoiceReceiptSupplier', () => {
  it('refuse a CFDI issued under the company’s former name and postal code', async () => {
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
    const receipts = receiptLines(
      v.parse(
        ReceiptSupplierResponse,
        (
          await t.call(
            'ReceiptSupplier',
            { ActionId: 21, BUKRS: 'MX10', LIFNR: '0000200001', EBELN: '4500001004' },
            tokens.admin,
          )
        ).body,
      ),
    ).filter((l: ReceiptLine) => !l.isTwin);
    const ref = (l: ReceiptLine) => ({
      EBELN: l.EBELN,
      EBELP: l.EBELP,
      MBLNR: l.MBLNR,
      MJAHR: l.MJAHR,
      ZEILE: l.ZEILE,
    });
    const supplierDemo = await t.call(
      'DemoInvoice',
      { ActionId: 21, BUKRS: 'MX10', LIFNR: '0000200001', ITEMDATA: receipts.map(ref) },
      tokens.proveedor,
    );
    expect(supplierDemo.status, JSON.stringify(supplierDemo.body)).toBe(200);
    const d = supplierDemo.body as { XMLBase64: string; PDFBase64: string; ID: string };

    await record(RECORDED);
    const mt = await t.call(
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
          FACTURA: issued.factura,
          DESCRIPCION: 'Cambio luminaria',
          BALANCE: '4500.00',
          IMPUESTOS: '720.00',
          MONTO: '5220.00',
          RETENCIONES_C: '0.00',
          RETENCIONES_ISR: '0.00',
          RETENCIONES_IVA: '0.00',
          TOTAL: '5220.00',
          MONEDA: 'MXN',
          PDFBase64: PDF_BASE64,
          XMLBase64: b64(issued.xml),
          SERVICE_MONTH: '01',
          SERVICE_YEAR: YEAR,
        },
      },
      tokens.arrendador,
    );
    expect(errorsOf(mt)).toEqual(expect.arrayContaining([NAME_FAULT, POSTAL_FAULT]));
    expect(await registered(issued.uuid)).toBe(0);

    const sum = (f: (l: ReceiptLine) => string) =>
      receipts.reduce((a, l) => a + Number(f(l)), 0).toFixed(2);
    const supplier = await t.call(
      'InvoiceReceiptSupplier',
      {
        ActionId: 11,
        FAC_ELECT: true,
        INVOICEDATA: {
          BUKRS: 'MX10',
          LIFNR: '0000200001',
          ID: d.ID,
          FACTURA: 'PROV-1',
          SUBTOTAL: sum((l) => l.WRBTR),
          IMPUESTO: sum((l) => l.FWSTE),
          RETENCIONES: sum((l) => l.RETENCIONES),
          MONEDA: receipts[0]!.WAERS,
          PDFBASE64: d.PDFBase64,
          XMLBASE64: d.XMLBase64,
        },
        ITEMDATA: receipts.map(ref),
      },
      tokens.proveedor,
    );
    expect(errorsOf(supplier)).toEqual(expect.arrayContaining([NAME_FAULT, POSTAL_FAULT]));
    expect(await registered(d.ID)).toBe(0);
  });
});

describe('PaymentAttachment', () => {
  it('refuses a complement issued under the company’s former name and postal code', async () => {
    const supplier = { bukrs: 'MX10', lifnr: '0000200001' };
    const items = await t.call('PendingPayments', { ActionId: 21, ...supplier }, tokens.proveedor);
    const [first] = items.body.List as { AUGBL: string; GJAHR: string }[];
    expect(first).toBeDefined();
    const demo = await t.call(
      'DemoPaymentComplement',
      { ActionId: 21, ...supplier, augbl: first!.AUGBL, gjahr: first!.GJAHR },
      tokens.proveedor,
    );
    expect(demo.status, JSON.stringify(demo.body)).toBe(200);
    const c = demo.body as { XMLBase64: string; PDFBase64: string; UUID: string; XBLNR: string };
    await record(RECORDED);
    const res = await t.call(
      'PaymentAttachment',
      {
        ActionId: 11,
        ...supplier,
        belnr: first!.AUGBL,
        gjahr: first!.GJAHR,
        xblnr: c.XBLNR,
        uuid: c.UUID,
        pdfbase64: c.PDFBase64,
        xmlbase64: c.XMLBase64,
      },
      tokens.proveedor,
    );
    expect(res.body.Result).toBe(false);
    expect(errorsOf(res)).toEqual(expect.arrayContaining([NAME_FAULT, POSTAL_FAULT]));
  });
});
