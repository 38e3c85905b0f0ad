/**
 * api/InvoiceMT: a variable-maintenance invoice. Its CFDI runs only the variable flow's checks
 * (tax ids, blacklist, tax-authority status 200 only, reception, both regimes without 620, voucher
 * type) besides the document and the seal; its fields and billing month are checked; a
 * non-deductible lessor's is non-electronic, with amounts typed by hand that must add up.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateCfdiWithSeal, portalContext } from '../../../../src/domain/cfdi';
import type { IssueConcept } from '../../../../src/domain/cfdi/issue';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import type { MtInvoiceRow } from '../../../../src/protocol/invoicing';
import { auditEvents, erpInvoices, satCfdiRegistry, suppliers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { issueDemoCfdi, type DemoCfdiRequest } from './demo-invoice';
import { errorsOf, nonElectronicId, PDF_BASE64, b64 } from '../../testing/invoicing-send-kit';

let t: TestApp;
const tokens: Record<string, string> = {};
const NOW = new Date();
const YEAR = mexicoCityToday(NOW).slice(0, 4);

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['arrendador', 'admin', 'visor']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const ARCOS = { rfc: 'ILA980412T56', name: 'INMOBILIARIA LOS ARCOS', regime: '601' };
const MX10 = { rfc: 'TTM070315KJ1', name: 'TORRES DE TELECOMUNICACION DE MEXICO' };
/** A repair: 4,500.00 plus IVA, no withholdings (a company). */
const REPAIR: IssueConcept = {
  productKey: '72101500',
  unitKey: 'H87',
  description: 'Cambio de luminaria',
  amount: '4500.00',
  iva: '720.00',
  isr: '0.00',
  ivaWithheld: '0.00',
};
const REPAIR_AMOUNTS = {
  BALANCE: '4500.00',
  IMPUESTOS: '720.00',
  MONTO: '5220.00',
  RETENCIONES_C: '0.00',
  RETENCIONES_ISR: '0.00',
  RETENCIONES_IVA: '0.00',
  TOTAL: '5220.00',
  MONEDA: 'MXN',
};

async function cfdi(request: Partial<DemoCfdiRequest> = {}) {
  return issueDemoCfdi(
    t.handle.db,
    { issuer: ARCOS, receiver: MX10, concepts: [REPAIR], currency: 'MXN', ...request },
    new Date(),
  );
}

function body(
  invoice: Record<string, unknown>,
  more: Record<string, unknown> = {},
): Record<string, unknown> & { INVOICEDATA: Record<string, unknown> } {
  return {
    ActionId: 11,
    Fac_Elect: true,
    BUKRS: 'MX10',
    LIFNR: '0000100001',
    RECNNR: '4000000101',
    invoicestatus: 'A',
    INVOICEDATA: {
      FACTURA: 'MT-1',
      DESCRIPCION: 'Cambio luminaria',
      ...REPAIR_AMOUNTS,
      PDFBase64: PDF_BASE64,
      SERVICE_MONTH: '01',
      SERVICE_YEAR: YEAR,
      ...invoice,
    },
    ...more,
  };
}

async function electronic(more: Partial<DemoCfdiRequest> = {}) {
  const issued = await cfdi(more);
  return {
    issued,
    body: body({ ID: issued.uuid, FACTURA: issued.factura, XMLBase64: b64(issued.xml) }),
  };
}

const send = (b: Record<string, unknown>, user = 'arrendador') =>
  t.call('InvoiceMT', b, tokens[user]);

describe('registering a variable-maintenance invoice', () => {
  it('registers an electronic one (01) under its INV_DOC_NO, listed by ContractMT, audited', async () => {
    const { issued, body: b } = await electronic();
    const res = await send(b);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const docNo = res.body.INV_DOC_NO as string;
    expect(docNo).toMatch(/^\d{10}$/);
    expect(res.body.INVOICEDATA).toMatchObject({
      BELNR: docNo,
      ID: issued.uuid,
      STATUS: '01',
      FAC_ELECT: true,
      DESCRIPCION: 'Cambio luminaria',
      SITIO: 'MX-CEN-0101',
      SERVICE_MONTH: '01',
      TOTAL: '5220.00',
    });
    const list = await t.call(
      'ContractMT',
      { ActionId: 21, bukrs: 'MX10', partner: '0000100001', recnnr: '4000000101' },
      tokens.arrendador,
    );
    expect((list.body.List as MtInvoiceRow[]).some((r) => r.BELNR === docNo)).toBe(true);
    const audits = await t.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.resource, 'InvoiceMT'));
    expect(audits.map((a) => a.target)).toContain(`MX10 ${docNo}/${YEAR}`);
  });

  it('runs only the variable flow’s checks: a lease’s keys and use do not apply', async () => {
    const { issued, body: b } = await electronic();
    // A repair's product and unit keys, not the lessor table's: a lease invoice would fail them.
    const asLease = await evaluateCfdiWithSeal(issued.xml, {
      today: mexicoCityToday(new Date()),
      portal: portalContext({
        role: 'lessor',
        issuerTaxIds: [ARCOS.rfc],
        receiverTaxIds: [MX10.rfc],
      }),
    });
    expect(asLease.outcomes.filter((o) => o.status === 'error').map((o) => o.id)).toEqual([
      'portal.unitKeys',
    ]);
    expect((await send(b)).status).toBe(200);
  });

  it('refuses issuer regime 620, which only the lease flow takes', async () => {
    const { body: b } = await electronic({ issuer: { ...ARCOS, regime: '620' } });
    const res = await send(b);
    expect(errorsOf(res)).toEqual(['El régimen fiscal del emisor no es válido: "620".']);
  });

  it('takes only status 200 of the tax authority’s EFOS validation (201 passes a lease, not this)', async () => {
    const { issued, body: b } = await electronic();
    await t.handle.db
      .update(satCfdiRegistry)
      .set({ validacionEfos: '201' })
      .where(eq(satCfdiRegistry.uuid, issued.uuid));
    const res = await send(b);
    expect(res.body.Result).toBe(false);
    expect(errorsOf(res)).toEqual([expect.stringContaining('ValidacionEFOS="201"')]);
  });

  it('refuses another issuer’s CFDI, naming the RFC that does not match', async () => {
    const { body: b } = await electronic({
      issuer: { rfc: 'IBA030201KL5', name: 'INMUEBLES DEL BAJIO', regime: '601' },
    });
    const res = await send(b);
    expect(res.body.Message).toBe('RFC Emisor no coincide.');
  });

  it('refuses amounts typed apart from the CFDI’s, listing each', async () => {
    const { body: b } = await electronic();
    const res = await send({ ...b, INVOICEDATA: { ...b.INVOICEDATA, TOTAL: '9999.00' } });
    expect(errorsOf(res)).toEqual([
      'Uno o más montos de la factura no coinciden',
      'TOTAL: la factura dice 9999.00, se esperaba 5220.00',
    ]);
  });

  it('refuses a CFDI stamped in another year with the load step’s xmlYear first', async () => {
    const { issued, body: b } = await electronic();
    // The stamp is not part of the issuer's seal, but it is the certifier's: its date changed, so
    // the load step, the dates and the stamp's seal each say so.
    const restamped = issued.xml.replace(
      /FechaTimbrado="\d{4}/,
      `FechaTimbrado="${Number(YEAR) - 1}`,
    );
    const res = await send({ ...b, INVOICEDATA: { ...b.INVOICEDATA, XMLBase64: b64(restamped) } });
    expect(res.body.Message).toBe('El año de timbrado del XML no corresponde al año en curso.');
    expect(res.body.Errors).toEqual([
      expect.objectContaining({ LINE: 1, ID: 'xml.load' }),
      expect.objectContaining({ LINE: 2, ID: 'dates.stampAfterIssue' }),
      expect.objectContaining({ LINE: 3, ID: 'seal.stamp' }),
    ]);
  });

  it('refuses the same CFDI twice', async () => {
    const { body: b } = await electronic();
    expect((await send(b)).status).toBe(200);
    expect((await send(b)).body.Message).toBe('ID de factura ya ha sido registrado');
  });

  it('checks the description (16), the reference and the billing month', async () => {
    const { body: b } = await electronic();
    const withData = (d: Record<string, unknown>) => ({
      ...b,
      INVOICEDATA: { ...b.INVOICEDATA, ...d },
    });
    expect((await send(withData({ DESCRIPCION: 'Cambio de luminaria' }))).body.Message).toBe(
      'El campo description admite máximo 16 caracteres.',
    );
    expect((await send(withData({ FACTURA: '' }))).body.Message).toBe('Este campo es obligatorio');
    expect((await send(withData({ SERVICE_YEAR: String(Number(YEAR) - 2) }))).body.Message).toBe(
      `El periodo de facturación debe estar entre 01-${Number(YEAR) - 1} y 12-${YEAR}.`,
    );
    expect((await send(withData({ SERVICE_MONTH: '13' }))).body.Message).toBe(
      `El periodo de facturación debe estar entre 01-${Number(YEAR) - 1} y 12-${YEAR}.`,
    );
  });

  it('refuses a contract without variable maintenance, or another lessor’s', async () => {
    const { body: b } = await electronic();
    const none = await send({ ...b, RECNNR: '4000000102' });
    expect(none.status).toBe(404);
    expect(none.body.Message).toBe(
      'El contrato no existe, no tiene mantenimiento variable o no está disponible para su usuario',
    );
    expect((await send({ ...b, LIFNR: '0000100004', RECNNR: '4000000121' })).status).toBe(403);
    expect((await send(b, 'visor')).status).toBe(403);
  });
});

describe('a non-deductible lessor’s variable-maintenance invoice', () => {
  const nonElectronic = (amounts: Record<string, string> = {}) =>
    body({ ID: nonElectronicId(), ...amounts }, { Fac_Elect: false });

  it('is non-electronic: the electronic one is refused, the PDF with typed amounts registered', async () => {
    await t.handle.db
      .update(suppliers)
      .set({ isNonDeductible: true })
      .where(eq(suppliers.code, '0000100001'));
    try {
      const { body: b } = await electronic();
      expect((await send(b)).body.Message).toBe(
        'El arrendador 0000100001 es no deducible: sus facturas se registran como no electrónicas.',
      );
      const typed = nonElectronic();
      const res = await send(typed);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [row] = await t.handle.db
        .select()
        .from(erpInvoices)
        .where(eq(erpInvoices.uuid, String(typed.INVOICEDATA.ID)));
      expect(row).toMatchObject({
        electronic: false,
        xmlSha256: null,
        kind: 'MT',
        total: '5220.00',
      });
    } finally {
      await t.handle.db
        .update(suppliers)
        .set({ isNonDeductible: false })
        .where(eq(suppliers.code, '0000100001'));
    }
  });

  it('needs typed amounts that add up: IVA 16 %, the amount, the total less withholdings', async () => {
    const res = await send(nonElectronic({ IMPUESTOS: '700.00' }));
    expect(errorsOf(res)).toEqual([
      'Uno o más montos de la factura no coinciden',
      'IMPUESTOS: la factura dice 700.00, se esperaba 720.00',
    ]);
    expect((await send(nonElectronic({ BALANCE: '0' }))).body.Message).toBe(
      'Este campo es obligatorio',
    );
  });
});
