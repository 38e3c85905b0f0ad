/**
 * A payment complement the portal's demo issues (CFDI 4.0, type P, Pagos 2.0), sealed and stamped,
 * passes every document, seal and portal check of the engine: the voucher at zero in XXX, the
 * balances, Monto covering what was paid, the taxes prorated and Totales adding up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { portalContext } from '../checks/portal';
import { evaluateCfdiWithSeal, withCatalogueAnswers, type CatalogueAnswers } from '../validate';
import { issueCsd, signerOf, type IssuedCsd } from './certificate';
import { paymentComplementTree, type IssuePaymentComplement } from './payment';
import { sealAndStamp } from './seal';

const CATALOGUES_KNOW_THEM: CatalogueAnswers = {
  productKeys: { loaded: true, unknown: [] },
  postalCodes: { loaded: true, unknown: [] },
};

const NOW = new Date('2026-11-20T18:00:00Z');
const DAY = 86_400_000;
let supplier: IssuedCsd;
let certifier: IssuedCsd;

beforeAll(async () => {
  const csd = (rfc: string, number: string) =>
    issueCsd({
      rfc,
      name: rfc,
      number,
      notBefore: new Date(NOW.getTime() - DAY),
      notAfter: new Date(NOW.getTime() + 1000 * DAY),
    });
  [supplier, certifier] = await Promise.all([
    csd('SMT050505AB1', '30001000000700000011'),
    csd('CDP200101AA1', '30001000000700000000'),
  ]);
});

const U1 = 'AAAAAAAA-1111-4111-8111-111111111111';
const U2 = 'BBBBBBBB-2222-4222-8222-222222222222';

const COMPLEMENT: IssuePaymentComplement = {
  serie: 'CP',
  folio: '7',
  fecha: '2026-11-20T11:58:00',
  expeditionPlace: '06600',
  issuer: { rfc: 'SMT050505AB1', name: 'SERVICIOS DE MANTENIMIENTO', regime: '601' },
  receiver: {
    rfc: 'TTM070315KJ1',
    name: 'TORRES DE TELECOMUNICACION',
    regime: '601',
    postalCode: '06600',
  },
  payment: {
    date: '2026-11-15T12:00:00',
    form: '03',
    currency: 'MXN',
    documents: [
      {
        // The second of two parts of an invoice with ISR and IVA withheld.
        uuid: U1,
        serie: 'F',
        folio: '120',
        currency: 'MXN',
        installment: 2,
        balanceBefore: '6583.33',
        paid: '6583.33',
        balanceAfter: '0.00',
        invoice: {
          total: '11533.33',
          base: '10000.00',
          iva: '1600.00',
          isr: '1000.00',
          ivaWithheld: '1066.67',
        },
      },
      {
        // A whole invoice with IVA only.
        uuid: U2,
        currency: 'MXN',
        installment: 1,
        balanceBefore: '1160.00',
        paid: '1160.00',
        balanceAfter: '0.00',
        invoice: {
          total: '1160.00',
          base: '1000.00',
          iva: '160.00',
          isr: '0.00',
          ivaWithheld: '0.00',
        },
      },
    ],
  },
};

async function issued(input: IssuePaymentComplement = COMPLEMENT): Promise<string> {
  return sealAndStamp(
    paymentComplementTree(input),
    {
      number: supplier.number,
      certificate: supplier.certificate,
      sign: await signerOf(supplier.privateKey),
    },
    {
      uuid: 'CCCCCCCC-3333-4333-8333-333333333333',
      fechaTimbrado: '2026-11-20T12:00:00',
      certifierRfc: 'CDP200101AA1',
      certifier: { number: certifier.number, sign: await signerOf(certifier.privateKey) },
    },
  );
}

describe('a payment complement the portal issues', () => {
  it('passes every document, seal and portal check', async () => {
    const xml = await issued();
    const sealed = await evaluateCfdiWithSeal(xml, {
      today: '2026-11-20',
      portal: portalContext({
        role: 'supplier',
        document: 'paymentComplement',
        issuerTaxIds: ['SMT050505AB1'],
        receiverTaxIds: ['TTM070315KJ1'],
        pendingPayments: [
          { UUID: U1, GJAHR: '2026', AUGBL: '2000000002', NumParcialidad: '2' },
          { UUID: U2, GJAHR: '2026', AUGBL: '2000000002', NumParcialidad: '1' },
        ],
      }),
    });
    // The server's catalogues hold the product keys and postal codes the portal issues with.
    const evaluation = withCatalogueAnswers(sealed, CATALOGUES_KNOW_THEM);
    const failed = evaluation.outcomes.filter(
      (o) => o.status === 'error' || o.status === 'warning',
    );
    expect(failed).toEqual([]);
    expect(evaluation.valid).toBe(true);
    expect(evaluation.type).toBe('P');
    expect(evaluation.data?.uuidsAsociados).toEqual([U1, U2]);
    const ran = evaluation.outcomes.filter((o) => o.group === 'pagos' && o.status === 'success');
    expect(ran.map((o) => o.id)).toContain('pagos.totales');
  });

  it('says the related documents and the prorated taxes', async () => {
    const xml = await issued();
    expect(xml).toContain(
      'NumParcialidad="2" ImpSaldoAnt="6583.33" ImpPagado="6583.33" ImpSaldoInsoluto="0.00"',
    );
    // 10,000.00 × 6,583.33 / 11,533.33 = 5,708.09 of base; IVA 16 %, ISR 10 %, IVA withheld 10.6667 %.
    expect(xml).toContain(
      'BaseDR="5708.090000" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="913.290000"',
    );
    expect(xml).toContain('TasaOCuotaDR="0.100000" ImporteDR="570.810000"');
    expect(xml).toContain('TasaOCuotaDR="0.106667" ImporteDR="608.86');
    expect(xml).toContain('MontoTotalPagos="7743.33"');
    expect(xml).toMatch(/SubTotal="0"[^>]*Moneda="XXX"[^>]*Total="0"[^>]*TipoDeComprobante="P"/);
    expect(xml).toContain('UsoCFDI="CP01"');
  });
});
