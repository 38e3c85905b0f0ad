/**
 * The lessor rules of spec 2 §5 through api/InvoiceLessor, table by table: each row sends a CFDI
 * that differs from a good demo invoice in one thing (or whose tax-authority answer does) and
 * expects it registered, or refused with the message the page's validation item shows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IssueInvoice } from '../../../../src/domain/cfdi/issue';
import type { PeriodRow } from '../../../../src/protocol/invoicing';
import { createEmbeddedInvoicingErp } from '../../adapters/erp/embedded/invoicing';
import type { InvoicingErp } from '../../adapters/erp/invoicing';
import { sat69b, satCfdiRegistry, satReception } from '../../db/schema';
import {
  b64,
  electronicBody,
  errorsOf,
  pendingPeriods,
  PDF_BASE64,
} from '../../testing/invoicing-send-kit';
import { createTestApp, PARTNER_MODULES, type TestApp } from '../../testing/test-app';
import { demoInvoiceOf, issueCfdi, lessorDemoRequest } from './demo-invoice';
import { invoicedCompany } from './send-checks';

let t: TestApp;
let erp: InvoicingErp;
let admin: string;
/** Inmuebles del Bajío (a company, regime 601), MX10: a period per accepted row, one for refusals. */
let open: PeriodRow[];
let refusedPeriod: PeriodRow;
const RFC = 'IBA030201KL5';

beforeAll(async () => {
  t = await createTestApp();
  await t.grantModules('admin', PARTNER_MODULES);
  erp = createEmbeddedInvoicingErp(t.handle.db);
  admin = await t.tokenFor('admin');
  open = [
    ...(await pendingPeriods(t, admin, 'MX10', '0000100004', '4000000121')),
    ...(await pendingPeriods(t, admin, 'MX10', '0000100004', '4000000122')),
  ];
  refusedPeriod = open.shift()!;
});
afterAll(() => t.close());

type Change = (invoice: IssueInvoice) => IssueInvoice;
/** What the tax authority answers differently about the CFDI, once it is issued. */
type SatChange = (uuid: string) => Promise<unknown>;

/** Sends a demo invoice of the period changed as the row says; answers the send's answer. */
async function sendChanged(period: PeriodRow, change: Change = (i) => i, sat?: SatChange) {
  const found = await erp.periodDetails(
    { companies: null, lifnrs: null },
    [period.CFPAYGUID],
    'es',
  );
  const company = await invoicedCompany(t.handle.db, 'MX10');
  const demo = lessorDemoRequest(found!.periods, found!.contracts, company!);
  if (!demo.ok) throw new Error(demo.problem.key);
  const now = new Date();
  const issued = await issueCfdi(t.handle.db, change(demoInvoiceOf(demo.request, now)), now);
  await sat?.(issued.uuid);
  const body = electronicBody([period], {
    ID: issued.uuid,
    FACTURA: issued.factura,
    XMLBase64: b64(issued.xml),
    PDFBase64: PDF_BASE64,
  });
  return t.call('InvoiceLessor', body, admin);
}

const concept =
  (change: Partial<IssueInvoice['concepts'][number]>): Change =>
  (i) => ({
    ...i,
    concepts: i.concepts.map((c) => ({ ...c, ...change })),
  });
const registry =
  (values: Partial<typeof satCfdiRegistry.$inferInsert>): SatChange =>
  (uuid) =>
    t.handle.db.update(satCfdiRegistry).set(values).where(eq(satCfdiRegistry.uuid, uuid));
const reception =
  (mensaje: string): SatChange =>
  (uuid) =>
    t.handle.db
      .insert(satReception)
      .values({ uuid, recepcionOk: true, recibidos: 1, validos: 0, error: null, mensaje });

/** Rows a lessor invoice passes: each registers its own period. */
const ACCEPTED: [string, Change, SatChange?][] = [
  ['payment form 14 with method PUE', (i) => ({ ...i, paymentForm: '14', paymentMethod: 'PUE' })],
  ['payment form 03 with method PUE', (i) => ({ ...i, paymentForm: '03', paymentMethod: 'PUE' })],
  ['payment form 02 with method PUE', (i) => ({ ...i, paymentForm: '02', paymentMethod: 'PUE' })],
  ['unit MTK with key 94121504', concept({ unitKey: 'MTK', productKey: '94121504' })],
  ['unit M4 with key 84101600', concept({ unitKey: 'M4', productKey: '84101600' })],
  ['unit C62 with key 93161700', concept({ unitKey: 'C62', productKey: '93161700' })],
  ['unit DAY with key 80131500', concept({ unitKey: 'DAY', productKey: '80131500' })],
  ['unit MON with key 80131801', concept({ unitKey: 'MON', productKey: '80131801' })],
  ['unit ACT with key 80131502', concept({ unitKey: 'ACT', productKey: '80131502' })],
  ['unit XNA with key 93161700', concept({ unitKey: 'XNA', productKey: '93161700' })],
  [
    'issuer regime 620 (the lease flow takes it)',
    (i) => ({ ...i, issuer: { ...i.issuer, regime: '620' } }),
  ],
  ['no property account (only a warning)', concept({ propertyAccount: undefined })],
  ['EFOS validation 201 (the lease flow takes it)', (i) => i, registry({ validacionEfos: '201' })],
  [
    'a reception received but not validated, not for the seal (a warning)',
    (i) => i,
    reception('El RFC del receptor no coincide con el registrado'),
  ],
];

/** Rows the page refuses, with its message (the first error). */
const REFUSED: [string, Change, SatChange | undefined, string][] = [
  [
    'payment form 99 with method PUE',
    (i) => ({ ...i, paymentMethod: 'PUE' }),
    undefined,
    'La forma de pago y el método de pago no son válidos: FormaPago="99" MetodoPago="PUE"',
  ],
  [
    'payment form 03 with method PPD',
    (i) => ({ ...i, paymentForm: '03' }),
    undefined,
    'La forma de pago y el método de pago no son válidos: FormaPago="03" MetodoPago="PPD"',
  ],
  [
    'a product key the unit does not allow (MTK 80131502)',
    concept({ unitKey: 'MTK', productKey: '80131502' }),
    undefined,
    'La clave de producto o servicio no es válida: Concepto[1] MTK: ClaveProdServ="80131502"',
  ],
  [
    'a unit key out of the lessor table (H87)',
    concept({ unitKey: 'H87' }),
    undefined,
    'La clave de unidad no es válida: Concepto[1]@ClaveUnidad="H87"',
  ],
  [
    'a CFDI use other than G03',
    (i) => ({ ...i, receiver: { ...i.receiver, use: 'G01' } }),
    undefined,
    'El uso de CFDI no es válido: "G01" (G03)',
  ],
  [
    // A regime of the SAT's catalogue that the portal's list leaves out (one the SAT does not
    // have is refused by the catalogue check as well).
    'an issuer regime out of the list (610)',
    (i) => ({ ...i, issuer: { ...i.issuer, regime: '610' } }),
    undefined,
    'El régimen fiscal del emisor no es válido: "610".',
  ],
  [
    'a receiver regime other than 601',
    (i) => ({ ...i, receiver: { ...i.receiver, regime: '603' } }),
    undefined,
    'El régimen fiscal del receptor debe ser 601, no "603".',
  ],
  [
    'a voucher of type E',
    (i) => ({ ...i, voucherType: 'E' }),
    undefined,
    'El tipo de comprobante no es válido: "E".',
  ],
  [
    'another issuer',
    (i) => ({ ...i, issuer: { ...i.issuer, rfc: 'DIN0506178H2' } }),
    undefined,
    'RFC Emisor no coincide.',
  ],
  [
    'another receiver (MX20)',
    (i) => ({ ...i, receiver: { ...i.receiver, rfc: 'ISN110822QW3' } }),
    undefined,
    'RFC Receptor no coincide.',
  ],
  [
    'an issuer on the 69-B list (Presunto)',
    (i) => i,
    () => t.handle.db.insert(sat69b).values({ rfc: RFC, name: 'INMUEBLES', situacion: 'Presunto' }),
    `El RFC ${RFC} (Presunto) está en la lista del artículo 69-B del SAT.`,
  ],
  [
    'a CFDI the tax authority has as Cancelado',
    (i) => i,
    registry({ estado: 'Cancelado', estatusCancelacion: 'Cancelado sin aceptación' }),
    'Estado del CFDI: Cancelado. Estatus de cancelación: Cancelado sin aceptación',
  ],
  [
    'a CFDI of an EFOS issuer (validation 100)',
    (i) => i,
    registry({ validacionEfos: '100' }),
    'El SAT no confirma el CFDI como vigente: ValidacionEFOS="100"',
  ],
  [
    'a reception refused for the seal',
    (i) => i,
    reception('El sello del comprobante no es válido'),
    'El sello del CFDI no es válido: El sello del comprobante no es válido',
  ],
];

describe('spec 2 §5 lessor rules, sent to api/InvoiceLessor', () => {
  it.each(ACCEPTED)('registers %s', async (_, change, sat) => {
    const period = open.shift();
    if (!period) throw new Error('no pending period left for this row');
    const res = await sendChanged(period, change, sat);
    expect(res.body.Errors ?? [], JSON.stringify(res.body)).toEqual([]);
    expect(res.status).toBe(200);
  });

  it.each(REFUSED)('refuses %s', async (_, change, sat, message) => {
    try {
      const res = await sendChanged(refusedPeriod, change, sat);
      expect(res.body.Result).toBe(false);
      expect(errorsOf(res)).toEqual([message]);
    } finally {
      await t.handle.db.delete(sat69b).where(eq(sat69b.rfc, RFC));
    }
  });

  it('refuses a CFDI in another currency with the amounts message', async () => {
    const res = await sendChanged(refusedPeriod, (i) => ({
      ...i,
      currency: 'USD',
      exchangeRate: '17.50',
    }));
    expect(errorsOf(res)).toEqual([
      expect.stringMatching(/^Uno o más montos de la factura no coinciden: Moneda: XML USD, MXN/),
    ]);
  });

  it('refuses an advance of type 01 without its discount, and one of type 02 with one', async () => {
    const type01 = (await pendingPeriods(t, admin, 'MX10', '0000100001', '4000000501')).slice(0, 2);
    const type02 = (await pendingPeriods(t, admin, 'MX10', '0000100001', '4000000502')).slice(0, 1);
    const company = await invoicedCompany(t.handle.db, 'MX10');
    for (const [periods, change, message] of [
      [
        type01,
        concept({ discount: undefined }),
        'El descuento no corresponde al tipo de descuento: 01: Descuento=0',
      ],
      [
        type02,
        concept({ discount: '100.00' }),
        'El descuento no corresponde al tipo de descuento: 02: Descuento="100.00"',
      ],
    ] as const) {
      const found = await erp.periodDetails(
        { companies: null, lifnrs: null },
        periods.map((p) => p.CFPAYGUID),
        'es',
      );
      const demo = lessorDemoRequest(found!.periods, found!.contracts, company!);
      if (!demo.ok) throw new Error(demo.problem.key);
      const now = new Date();
      const issued = await issueCfdi(t.handle.db, change(demoInvoiceOf(demo.request, now)), now);
      const res = await t.call(
        'InvoiceLessor',
        electronicBody(periods, {
          ID: issued.uuid,
          FACTURA: issued.factura,
          XMLBase64: b64(issued.xml),
          PDFBase64: PDF_BASE64,
        }),
        admin,
      );
      expect(errorsOf(res)).toContain(message);
    }
  });
});
