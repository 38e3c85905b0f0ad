/**
 * DemoInvoice: a demo CFDI of open periods that passes every check the page and the server run,
 * signed with the lessor's demo certificate (made once, on first use), stamped by the demo
 * certifier, Vigente in the embedded registry, with a clean one-page PDF; and nothing of it when
 * the real SAT client is configured.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateCfdiWithSat, portalContext } from '../../../../src/domain/cfdi';
import { withCatalogueAnswers, withRevocation } from '../../../../src/domain/cfdi/validate';
import { readCertificate } from '../../../../src/domain/cfdi/seal/certificate';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { createEmbeddedInvoicingErp } from '../../adapters/erp/embedded/invoicing';
import {
  createCertificateServices,
  createSatAdapter,
  satCheckerFor,
  satConfigFrom,
} from '../../adapters/sat';
import { catalogueAnswersFor } from '../../adapters/sat/catalogue-lookup';
import { createCfdiTrust } from '../../adapters/sat/trust';
import { DEMO_CERTIFIER, demoCfdiVigente } from '../../adapters/sat/embedded/demo';
import { satDemoCsd } from '../../db/schema';
import { createTestApp, PARTNER_MODULES, type TestApp } from '../../testing/test-app';
import { scanPdf } from '../files/pdf-active-content';
import { amountsOf, demoInvoice, pendingPeriods, unb64 } from '../../testing/invoicing-send-kit';
import { withRegisteredInvoices } from './registered-ids';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.grantModules('admin', PARTNER_MODULES);
  for (const u of ['arrendador', 'admin', 'visor']) tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

const attr = (xml: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(xml)?.[1];

describe('api/DemoInvoice', () => {
  it('issues a CFDI of the period that passes every check of the page and the server', async () => {
    const [period] = await pendingPeriods(
      t,
      tokens.arrendador!,
      'MX10',
      '0000100001',
      '4000000102',
    );
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    const xml = unb64(demo.XMLBase64);
    const a = amountsOf([period!]);
    const today = mexicoCityToday(new Date());
    // What the server trusts in the embedded demo: its demo authority and the demo certifier.
    const trust = createCfdiTrust({
      db: t.handle.db,
      env: t.env,
      certificates: createCertificateServices(t.handle.db, satConfigFrom(t.env)),
    });
    const judged = await evaluateCfdiWithSat(xml, {
      today,
      trust: await trust.optionsFor(xml),
      portal: portalContext({
        role: 'lessor',
        issuerTaxIds: ['ILA980412T56'],
        receiverTaxIds: ['TTM070315KJ1'],
        currency: a.MONEDA,
        amounts: {
          subTotal: a.BALANCE,
          impuestos: a.IMPUESTOS,
          monto: a.MONTO,
          cedular: a.RETENCIONES_C,
          ISR: a.RETENCIONES_ISR,
          IVA: a.RETENCIONES_IVA,
          total: a.TOTAL,
        },
        // Exactly the period's amounts, not merely within the tolerance of 5.
        tolerance: '0',
        // The company as the SAT registers it (seeded).
        receiver: { name: 'TORRES DE TELECOMUNICACION DE MEXICO SA DE CV', postalCode: '06600' },
      }),
      sat: satCheckerFor(
        withRegisteredInvoices(
          createSatAdapter(t.handle.db, satConfigFrom(t.env)),
          createEmbeddedInvoicingErp(t.handle.db),
        ),
        {
          xml,
          bukrs: 'MX10',
          lifnr: '0000100001',
          knownCertifierRfc: satConfigFrom(t.env).knownCertifierRfc,
        },
      ),
    });
    const facts = judged.seal;
    if (!facts?.certificate || !facts.authority) throw new Error('no trusted authority');
    const evaluation = withCatalogueAnswers(
      withRevocation(
        judged,
        await trust.revocation(facts.certificate, facts.authority),
        facts.certificateNumber ?? '',
      ),
      await catalogueAnswersFor(t.handle.db, judged.data!),
    );
    const notPassed = evaluation.outcomes.filter((o) => o.status !== 'success');
    // Nothing fails; the only warnings are the SAT's product-key and postal-code catalogues, which
    // an operator imports (the demo does not carry them). What does not run is what this invoice
    // does not have: a payment complement, local taxes (the lessor is a company: no cedular) and
    // an advance's discount.
    expect(
      notPassed.filter((o) => o.status !== 'exclude').map((o) => `${o.id}:${o.status}`),
    ).toEqual(['catalog.claveProdServ:warning', 'catalog.codigoPostal:warning']);
    expect(notPassed.map((o) => o.id).filter((id) => !id.startsWith('pagos.'))).toEqual([
      'sums.localTaxes',
      'catalog.residenciaFiscal',
      'catalog.claveProdServ',
      'catalog.codigoPostal',
      'portal.discount',
      'portal.paymentUuids',
    ]);
    expect(evaluation.valid).toBe(true);
    for (const id of [
      'seal.certificate',
      'seal.certificateRfc',
      'seal.certificateDates',
      'seal.signature',
      'seal.chain',
      'seal.csd',
      'seal.certificateName',
      'seal.revocation',
      'seal.stamp',
      'seal.stampCertifier',
      'portal.taxIds',
      'portal.paymentFormMethod',
      'portal.amounts',
      'portal.productKeys',
      'portal.unitKeys',
      'portal.usoCfdi',
      'portal.cuentaPredial',
      'portal.issuerRegime',
      'portal.receiverRegime',
      'portal.voucherType',
      'portal.period',
      'portal.fiscalYear',
      'portal.receiverName',
      'portal.receiverPostalCode',
      'portal.exportacion',
      'portal.lugarExpedicion',
      'sat.blacklist',
      'sat.duplicateId',
      'sat.status',
      'sat.reception',
    ])
      expect(evaluation.outcomes.find((o) => o.id === id)?.status, id).toBe('success');
    expect(evaluation.data).toMatchObject({
      nifEmisor: 'ILA980412T56',
      nifReceptor: 'TTM070315KJ1',
      xmlFormaPago: '99',
      xmlMetodoPago: 'PPD',
      xmlUsoCFDI: 'G03',
      xmlTipoDeComprobante: 'I',
      xmlRfcProvCertif: DEMO_CERTIFIER.rfc,
      idFactura: demo.ID,
      subTotal: a.BALANCE,
      total: a.TOTAL,
    });
    expect(`${evaluation.data?.Serie}${evaluation.data?.Folio}`).toBe(demo.FACTURA);
    expect(await demoCfdiVigente(t.handle.db, demo.ID)).toBe(true);
  });

  it('answers a one-page PDF 1.4 of the invoice, text only, that the PDF check lets through', async () => {
    const [period] = await pendingPeriods(
      t,
      tokens.arrendador!,
      'MX10',
      '0000100001',
      '4000000102',
    );
    const demo = await demoInvoice(t, tokens.arrendador!, [period!]);
    const pdf = Buffer.from(demo.PDFBase64, 'base64');
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1')).toContain('/Count 1');
    expect(pdf.toString('latin1')).toContain(demo.ID);
    expect(await scanPdf(pdf)).toBe('clean');
  });

  it('makes each lessor’s demo certificate once, on first use, issued to its RFC', async () => {
    const before = await t.handle.db.select().from(satDemoCsd);
    const [a, b] = (
      await pendingPeriods(t, tokens.admin!, 'MX10', '0000100004', '4000000121')
    ).slice(0, 2);
    const first = unb64((await demoInvoice(t, tokens.admin!, [a!])).XMLBase64);
    const second = unb64((await demoInvoice(t, tokens.admin!, [b!])).XMLBase64);
    expect(attr(first, 'NoCertificado')).toBe(attr(second, 'NoCertificado'));
    const rows = await t.handle.db
      .select()
      .from(satDemoCsd)
      .where(eq(satDemoCsd.rfc, 'IBA030201KL5'));
    expect(rows).toHaveLength(1);
    expect(before.some((r) => r.rfc === 'IBA030201KL5')).toBe(false);
    const certificate = readCertificate(attr(first, 'Certificado') ?? '');
    expect(certificate).toMatchObject({
      ok: true,
      certificate: { rfc: 'IBA030201KL5', number: rows[0]!.number },
    });
  });

  it('withholds and shows a natural person’s ISR, IVA and cedular tax, exactly the period’s', async () => {
    const [period] = await pendingPeriods(t, tokens.admin!, 'MX10', '0000100002', '4000000112');
    expect(Number(period!.RETENCION_C)).toBeGreaterThan(0);
    const xml = unb64((await demoInvoice(t, tokens.admin!, [period!])).XMLBase64);
    expect(attr(xml, 'RegimenFiscal')).toBe('606');
    expect(attr(xml, 'TotalImpuestosRetenidos')).toBe(
      (Number(period!.RETENCION_ISR) + Number(period!.RETENCION_IVA)).toFixed(2),
    );
    expect(attr(xml, 'TotaldeRetenciones')).toBe(period!.RETENCION_C);
    expect(attr(xml, 'Total')).toBe(period!.MONTO_TOTAL);
  });

  it('refuses a registered period, another lessor’s, and Visualizar', async () => {
    const [registered] = await t
      .call(
        'ContractList',
        { ActionId: 21, bukrs: 'MX10', Partner: '0000100001', recnnr: '4000000102', status: '02' },
        tokens.arrendador,
      )
      .then((r) => r.body.List as { CFPAYGUID: string; TEXT_D: string }[]);
    const body = (lifnr: string, id: string) => ({
      ActionId: 21,
      BUKRS: 'MX10',
      LIFNR: lifnr,
      CFPAYGUID: [id],
    });
    const closed = await t.call(
      'DemoInvoice',
      body('0000100001', registered!.CFPAYGUID),
      tokens.arrendador,
    );
    expect(closed.body).toMatchObject({
      Result: false,
      Message: `El periodo ${registered!.TEXT_D} ya no está pendiente de envío.`,
    });
    const [foreign] = await pendingPeriods(t, tokens.admin!, 'MX10', '0000100002', '4000000112');
    expect(
      (await t.call('DemoInvoice', body('0000100002', foreign!.CFPAYGUID), tokens.arrendador))
        .status,
    ).toBe(403);
    expect(
      (await t.call('DemoInvoice', body('0000100001', foreign!.CFPAYGUID), tokens.arrendador))
        .status,
    ).toBe(404);
    expect(
      (await t.call('DemoInvoice', body('0000100002', foreign!.CFPAYGUID), tokens.visor)).status,
    ).toBe(403);
  });
});

describe('api/DemoInvoice of a variable-maintenance service (RECNNR)', () => {
  const mtDemo = (token: string, more: Record<string, unknown>) =>
    t.call('DemoInvoice', { ActionId: 21, BUKRS: 'MX10', LIFNR: '0000100001', ...more }, token);

  it('issues a maintenance CFDI of the contract that InvoiceMT registers', async () => {
    const res = await mtDemo(tokens.arrendador!, { RECNNR: '4000000101' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const demo = res.body as { XMLBase64: string; PDFBase64: string; ID: string; FACTURA: string };
    const xml = unb64(demo.XMLBase64);
    // 4,850.00 of building maintenance by service unit, IVA 16 %; the lessor is a company.
    expect(xml).toContain('ClaveProdServ="72101507"');
    expect(xml).toContain('ClaveUnidad="E48"');
    expect(attr(xml, 'TipoDeComprobante')).toBe('I');
    expect(attr(xml, 'SubTotal')).toBe('4850.00');
    expect(attr(xml, 'Total')).toBe('5626.00');
    expect(xml).not.toContain('TotalImpuestosRetenidos');
    const month = mexicoCityToday(new Date()).slice(5, 7);
    const year = mexicoCityToday(new Date()).slice(0, 4);
    const sent = await t.call(
      'InvoiceMT',
      {
        ActionId: 11,
        Fac_Elect: true,
        BUKRS: 'MX10',
        LIFNR: '0000100001',
        RECNNR: '4000000101',
        invoicestatus: 'A',
        INVOICEDATA: {
          ID: demo.ID,
          FACTURA: demo.FACTURA,
          DESCRIPCION: 'Mantenimiento',
          BALANCE: '4850.00',
          IMPUESTOS: '776.00',
          MONTO: '5626.00',
          RETENCIONES_C: '0.00',
          RETENCIONES_ISR: '0.00',
          RETENCIONES_IVA: '0.00',
          TOTAL: '5626.00',
          MONEDA: 'MXN',
          XMLBase64: demo.XMLBase64,
          PDFBase64: demo.PDFBase64,
          SERVICE_MONTH: month,
          SERVICE_YEAR: year,
        },
      },
      tokens.arrendador,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.INV_DOC_NO).toMatch(/^\d{10}$/);
    expect(await demoCfdiVigente(t.handle.db, demo.ID)).toBe(true);
  });

  it('takes the net AMOUNT as typed, and withholds a natural person’s ISR and IVA', async () => {
    const res = await t.call(
      'DemoInvoice',
      {
        ActionId: 21,
        BUKRS: 'MX20',
        LIFNR: '0000100003',
        RECNNR: '4200000101',
        AMOUNT: '12,000.50',
      },
      tokens.admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const xml = unb64((res.body as { XMLBase64: string }).XMLBase64);
    expect(attr(xml, 'RegimenFiscal')).toBe('606');
    expect(attr(xml, 'SubTotal')).toBe('12000.50');
    // IVA 1,920.08; ISR 10 % 1,200.05 and two thirds of the IVA 1,280.05 withheld; no cedular.
    expect(attr(xml, 'TotalImpuestosRetenidos')).toBe('2480.10');
    expect(attr(xml, 'Total')).toBe('11440.48');
    expect(xml).not.toContain('implocal');
  });

  it('refuses another lessor’s contract (403), a contract without variable maintenance (404) and Visualizar', async () => {
    const foreign = { LIFNR: '0000100004', RECNNR: '4000000121' };
    expect((await mtDemo(tokens.arrendador!, foreign)).status).toBe(403);
    const notHis = await mtDemo(tokens.arrendador!, { RECNNR: '4000000121' });
    expect(notHis.status).toBe(404);
    const none = await mtDemo(tokens.arrendador!, { RECNNR: '4000000102' });
    expect(none.status).toBe(404);
    expect(none.body.Message).toBe(
      'El contrato no existe, no tiene mantenimiento variable o no está disponible para su usuario',
    );
    expect((await mtDemo(tokens.visor!, { RECNNR: '4000000101' })).status).toBe(403);
  });

  it('takes exactly one of CFPAYGUID, ITEMDATA and RECNNR, and AMOUNT only with RECNNR', async () => {
    const [period] = await pendingPeriods(
      t,
      tokens.arrendador!,
      'MX10',
      '0000100001',
      '4000000102',
    );
    const item = {
      EBELN: '4500000001',
      EBELP: '00010',
      MBLNR: '5000000001',
      MJAHR: '2026',
      ZEILE: '0001',
    };
    for (const more of [
      {},
      { RECNNR: '4000000101', CFPAYGUID: [period!.CFPAYGUID] },
      { RECNNR: '4000000101', ITEMDATA: [item] },
      { CFPAYGUID: [period!.CFPAYGUID], AMOUNT: '100.00' },
      { RECNNR: '4000000101', AMOUNT: '0' },
      { RECNNR: '4000000101', AMOUNT: '-5.00' },
      { RECNNR: '4000000101', AMOUNT: 'cuatro mil' },
      { RECNNR: '4000000101', AMOUNT: '10000000.00' },
    ])
      expect((await mtDemo(tokens.arrendador!, more)).status, JSON.stringify(more)).toBe(400);
  });
});

describe('api/DemoInvoice with the real SAT client configured', () => {
  it('does not exist', async () => {
    const soap = await createTestApp({ env: { SAT_MODE: 'soap' } });
    await soap.grantModules('admin', PARTNER_MODULES);
    try {
      const token = await soap.tokenFor('arrendador');
      const [period] = await pendingPeriods(soap, token, 'MX10', '0000100001', '4000000102');
      const res = await soap.call(
        'DemoInvoice',
        { ActionId: 21, BUKRS: 'MX10', LIFNR: '0000100001', CFPAYGUID: [period!.CFPAYGUID] },
        token,
      );
      expect(res.status).toBe(404);
      expect(res.body.Message).toBe(
        (await soap.call('NoSuchCall', { ActionId: 21 }, token)).body.Message,
      );
    } finally {
      await soap.close();
    }
  });
});
