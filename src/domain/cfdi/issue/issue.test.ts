import { beforeAll, describe, expect, it } from 'vitest';
import { portalContext } from '../checks/portal';
import { readCertificate } from '../seal/certificate';
import { evaluateCfdiWithSeal, withCatalogueAnswers, type CatalogueAnswers } from '../validate';
import { issueAuthority, issueCsd, signerOf, type IssuedCsd } from './certificate';
import { invoiceTree, type IssueInvoice } from './invoice';
import { sealAndStamp, stampCadena } from './seal';

const CATALOGUES_KNOW_THEM: CatalogueAnswers = {
  productKeys: { loaded: true, unknown: [] },
  postalCodes: { loaded: true, unknown: [] },
};

const NOW = new Date('2026-11-20T18:00:00Z');
const DAY = 86_400_000;
let authority: IssuedCsd;
let lessor: IssuedCsd;
let certifier: IssuedCsd;

beforeAll(async () => {
  const validity = {
    notBefore: new Date(NOW.getTime() - DAY),
    notAfter: new Date(NOW.getTime() + 1000 * DAY),
  };
  // A certification authority of its own issues the lessor's CSD and the certifier's certificate.
  authority = await issueAuthority({
    name: 'AUTORIDAD DE PRUEBAS',
    number: '30001000000700000009',
    ...validity,
  });
  [lessor, certifier] = await Promise.all([
    issueCsd(
      {
        rfc: 'MEGA800101AB1',
        name: 'MENDOZA GARCIA ALEJANDRO',
        number: '30001000000700000001',
        ...validity,
      },
      authority,
    ),
    issueCsd(
      {
        rfc: 'CDP200101AA1',
        name: 'CERTIFICADOR DE DEMOSTRACION',
        number: '30001000000700000000',
        organizationalUnit: 'PACCDP200101AA101',
        ...validity,
      },
      authority,
    ),
  ]);
});

/** A natural person's lease of two months with cedular tax, as a lessor's system writes it. */
const INVOICE: IssueInvoice = {
  serie: 'DEMO',
  folio: '1024',
  fecha: '2026-11-20T11:58:00',
  currency: 'MXN',
  paymentForm: '99',
  paymentMethod: 'PPD',
  expeditionPlace: '06600',
  issuer: { rfc: 'MEGA800101AB1', name: 'MENDOZA GARCIA ALEJANDRO', regime: '606' },
  receiver: {
    rfc: 'TTM070315KJ1',
    name: 'TORRES DE TELECOMUNICACION DE MEXICO',
    regime: '601',
    postalCode: '06600',
    use: 'G03',
  },
  concepts: [1, 2].map((n) => ({
    productKey: '80131500',
    unitKey: 'E48',
    description: `Renta del sitio & periodo ${n}`,
    amount: '13750.00',
    iva: '2200.00',
    isr: '1375.00',
    ivaWithheld: '1466.67',
    propertyAccount: 'MXOCC0112',
  })),
  localWithholding: { name: 'Impuesto Cedular', rate: '2', amount: '550.00' },
};

async function issued(input: IssueInvoice = INVOICE): Promise<string> {
  return sealAndStamp(
    invoiceTree(input),
    {
      number: lessor.number,
      certificate: lessor.certificate,
      sign: await signerOf(lessor.privateKey),
    },
    {
      uuid: '6F0C5E1A-2B3C-4D5E-8F90-123456789ABC',
      fechaTimbrado: '2026-11-20T12:00:00',
      certifierRfc: 'CDP200101AA1',
      certifier: { number: certifier.number, sign: await signerOf(certifier.privateKey) },
    },
  );
}

describe('a CFDI the portal issues', () => {
  it('reads back a certificate issued to the RFC with its 20-digit number and dates', () => {
    const read = readCertificate(lessor.certificate);
    expect(read).toMatchObject({
      ok: true,
      certificate: { number: '30001000000700000001', rfc: 'MEGA800101AB1' },
    });
  });

  it('passes every document, seal and portal check of a lessor invoice, with the exact amounts', async () => {
    const xml = await issued();
    const sealed = await evaluateCfdiWithSeal(xml, {
      today: '2026-11-20',
      portal: portalContext({
        role: 'lessor',
        issuerTaxIds: ['MEGA800101AB1'],
        receiverTaxIds: ['TTM070315KJ1'],
        currency: 'MXN',
        amounts: {
          subTotal: '27500.00',
          impuestos: '4400.00',
          monto: '31900.00',
          cedular: '550.00',
          ISR: '2750.00',
          IVA: '2933.34',
          total: '25666.66',
        },
        tolerance: '0',
      }),
      trust: {
        authorities: [authority.certificate],
        certifiers: { [certifier.number]: certifier.certificate },
        missingCertifier: 'error',
      },
    });
    // The server's catalogues hold the product keys and postal codes the portal issues with.
    const evaluation = withCatalogueAnswers(sealed, CATALOGUES_KNOW_THEM);
    const failed = evaluation.outcomes.filter(
      (o) => o.status === 'error' || o.status === 'warning',
    );
    expect(failed).toEqual([]);
    expect(evaluation.valid).toBe(true);
    expect(
      evaluation.outcomes.filter((o) => o.group === 'seal').map((o) => `${o.id}:${o.status}`),
    ).toEqual([
      'seal.certificate:success',
      'seal.certificateRfc:success',
      'seal.certificateDates:success',
      'seal.signature:success',
      'seal.chain:success',
      'seal.csd:success',
      'seal.certificateName:success',
      // The server asks the certificate status service; no one here to ask.
      'seal.revocation:exclude',
      'seal.stamp:success',
      'seal.stampCertifier:success',
    ]);
    expect(evaluation.seal?.verifiedCertifierRfc).toBe('CDP200101AA1');
    expect(evaluation.data).toMatchObject({
      total: '25666.66',
      Descuento: null,
      Retenciones: { ISR: '2750.00', IVA: '2933.34', cedular: '550.00' },
      idFactura: '6F0C5E1A-2B3C-4D5E-8F90-123456789ABC',
      xmlRfcProvCertif: 'CDP200101AA1',
    });
  });

  it('signs the stamp with the certifier’s key over the stamp’s cadena', async () => {
    const xml = await issued();
    const attrs = Object.fromEntries(
      [...xml.matchAll(/ (\w+)="([^"]*)"/g)]
        .filter((m) => xml.indexOf(m[0]) > xml.indexOf('<tfd:TimbreFiscalDigital'))
        .map((m) => [m[1]!, m[2]!]),
    );
    const key = await crypto.subtle.importKey(
      'spki',
      (readCertificate(certifier.certificate) as { certificate: { spki: ArrayBuffer } }).certificate
        .spki,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    const signature = Uint8Array.from(atob(attrs['SelloSAT'] ?? ''), (c) => c.charCodeAt(0));
    const ok = await crypto.subtle.verify(
      'RSASSA-PKCS1-v1_5',
      key,
      signature,
      new TextEncoder().encode(stampCadena(attrs)),
    );
    expect(ok).toBe(true);
  });

  it('shows a discount apart and keeps the tax within the SAT limits of the net base', async () => {
    const xml = await issued({
      ...INVOICE,
      issuer: { rfc: 'MEGA800101AB1', name: 'MENDOZA GARCIA ALEJANDRO', regime: '606' },
      concepts: [
        {
          productKey: '80131500',
          unitKey: 'E48',
          description: 'Renta anticipada',
          amount: '14000.00',
          discount: '700.00',
          iva: '2128.02',
          isr: '0.00',
          ivaWithheld: '0.00',
        },
      ],
      localWithholding: null,
    });
    const evaluation = await evaluateCfdiWithSeal(xml, { today: '2026-11-20' });
    expect(evaluation.outcomes.filter((o) => o.status === 'error')).toEqual([]);
    expect(evaluation.data).toMatchObject({
      subTotal: '14000.00',
      Descuento: '700.00',
      // 2128.02 is beyond the limits of 13300 × 0.16 (up to 2128.01): the product is written instead.
      impuestos: '2128.00',
      total: '15428.00',
    });
  });
});
