import { describe, expect, it } from 'vitest';
import { cfdiMessage } from '../messages';
import { parseXml } from '../secure-parse';
import {
  certificateForUniqueId,
  certificateValidFor,
  certificateVariant,
} from '../testing/certificate-variants';
import { expectedFailures, type Fault } from '../testing/faults';
import { generateCfdi, type GenerateOptions } from '../testing/generate';
import { nodeFs } from '../testing/node-host';
import { csdDir } from '../testing/seal-signer';
import { evaluateCfdiWithSeal, validateCfdiWithSeal } from '../validate';
import { initialValidation, readyToSend, reduceValidation } from '../validation-items';
import { decodeBase64 } from './base64';
import { cadenaOriginal } from './cadena';

const today = '2026-11-21';

/** The issuer's own seal checks; those of the trust store are trust.test.ts's. */
const ISSUER_SEAL = new Set([
  'seal.certificate',
  'seal.certificateRfc',
  'seal.certificateDates',
  'seal.signature',
]);

/** The seal group as `id:status`, and the English message of each check that is not a success. */
async function seal(xml: string): Promise<{ checks: string[]; messages: string[] }> {
  const r = await evaluateCfdiWithSeal(xml, { today });
  const group = r.outcomes.filter((o) => o.group === 'seal' && ISSUER_SEAL.has(o.id));
  return {
    checks: group.map((o) => `${o.id}:${o.status}`),
    messages: group.filter((o) => o.status !== 'success').map((o) => cfdiMessage(o.message, 'en')),
  };
}

const VERIFIED = [
  'seal.certificate:success',
  'seal.certificateRfc:success',
  'seal.certificateDates:success',
  'seal.signature:success',
];

/** Replaces one attribute of the voucher (the first match: Comprobante's own attributes come first). */
const withVoucherAttr = (xml: string, name: string, value: string): string =>
  xml.replace(new RegExp(` ${name}="[^"]*"`), ` ${name}="${value}"`);
/** The same Sello in the voucher and the stamp. */
const withSello = (xml: string, sello: string): string =>
  withVoucherAttr(xml, 'Sello', sello).replace(/ SelloCFD="[^"]*"/, ` SelloCFD="${sello}"`);

describe('the signature', () => {
  it.each<[string, GenerateOptions]>([
    ['CFDI 4.0', { withholdings: true, discount: true }],
    ['CFDI 3.3 with local taxes', { version: '3.3', localTaxes: true }],
    ['Pagos 2.0', { type: 'P', payments: 3 }],
    ['Pagos 1.0', { type: 'P', version: '3.3' }],
  ])('verifies on every kind of generated document: %s', async (_what, options) => {
    expect((await seal(generateCfdi(options))).checks).toEqual(VERIFIED);
  });

  it('verifies a seal made with SHA-1, for documents sealed the older way', async () => {
    const xml = generateCfdi({ seed: 7 });
    const parsed = parseXml(xml);
    if (!parsed.ok) throw new Error(parsed.reason);
    const built = cadenaOriginal(parsed.root);
    if (!built.ok) throw new Error(built.unsupported);
    const fs = await nodeFs();
    const pem = new TextDecoder().decode(fs.readFileSync(`${csdDir()}/EKU9003173C9.key.pem`));
    const pkcs8 = decodeBase64(pem.replace(/-----[A-Z ]+-----/g, ''));
    if (!pkcs8) throw new Error('key');
    const key = await crypto.subtle.importKey(
      'pkcs8',
      pkcs8,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-1' },
      false,
      ['sign'],
    );
    const signature = new Uint8Array(
      await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(built.cadena)),
    );
    const sello = btoa(String.fromCharCode(...signature));
    expect((await seal(withSello(xml, sello))).checks).toEqual(VERIFIED);
  });

  it.each<[string, (xml: string) => string, string]>([
    [
      'the seal of another document',
      (xml) => withSello(xml, /Sello="([^"]*)"/.exec(generateCfdi({ seed: 99 }))?.[1] ?? ''),
      'The seal does not match the content: the voucher was altered after it was sealed, or the seal belongs to another document.',
    ],
    [
      'a truncated seal',
      (xml) => withSello(xml, (/ Sello="([^"]*)"/.exec(xml)?.[1] ?? '').slice(0, 40)),
      'The seal does not match the content: the voucher was altered after it was sealed, or the seal belongs to another document.',
    ],
    [
      'a seal that is not base64',
      (xml) => withSello(xml, 'not a seal!'),
      'The Sello is not base64 encoded.',
    ],
    [
      'an empty seal',
      (xml) => withSello(xml, ' '),
      'The voucher does not include the issuer seal (Sello is empty).',
    ],
    [
      'a complement no SAT stylesheet describes, added after sealing',
      (xml) =>
        xml.replace(
          '<cfdi:Complemento>',
          '<cfdi:Complemento><otro:Complemento xmlns:otro="http://www.example.com/otro" version="1.0"/>',
        ),
      'The seal cannot be verified: the portal does not know the complement {http://www.example.com/otro}Complemento.',
    ],
    [
      'a complement the SAT describes, added after sealing',
      (xml) =>
        xml.replace(
          '<cfdi:Complemento>',
          '<cfdi:Complemento><leyendasFisc:LeyendasFiscales xmlns:leyendasFisc="http://www.sat.gob.mx/leyendasFiscales" version="1.0"/>',
        ),
      'The seal does not match the content: the voucher was altered after it was sealed, or the seal belongs to another document.',
    ],
  ])('refuses %s', async (_what, edit, message) => {
    const r = await seal(edit(generateCfdi()));
    expect(r.checks).toEqual([...VERIFIED.slice(0, 3), 'seal.signature:error']);
    expect(r.messages).toEqual([message]);
  });

  // Every amount fault made after sealing: its own check fails, and the seal tells the file changed.
  const AMOUNT_FAULTS: readonly [Fault, GenerateOptions][] = [
    ['conceptImporte', { concepts: 3 }],
    ['conceptTaxBase', { concepts: 3 }],
    ['subTotal', {}],
    ['descuento', { discount: true }],
    ['taxSummary', {}],
    ['totalTaxes', { withholdings: true }],
    ['localTotal', { localTaxes: true }],
    ['total', { version: '3.3' }],
    ['saldoInsoluto', { type: 'P' }],
    ['paidOverMonto', { type: 'P', version: '3.3' }],
    ['montoTotalPagos', { type: 'P' }],
    ['totalesIva', { type: 'P' }],
  ];
  it.each(AMOUNT_FAULTS)('refuses an amount changed after sealing: %s', async (fault, options) => {
    const r = await evaluateCfdiWithSeal(generateCfdi({ ...options, tamper: fault }), { today });
    const failing = r.outcomes.filter((o) => o.status === 'error').map((o) => o.id);
    expect(failing.sort()).toEqual([...expectedFailures(fault), 'seal.signature'].sort());
    // Sealed after the same change, only the change's own check fails.
    const sealed = await evaluateCfdiWithSeal(generateCfdi({ ...options, fault }), { today });
    expect(sealed.outcomes.find((o) => o.id === 'seal.signature')?.status).toBe('success');
  });
});

describe('the certificate', () => {
  const xml = generateCfdi();

  it.each<[string, string, string[], string[]]>([
    [
      'an empty Certificado',
      '',
      ['seal.certificate:error', 'seal.certificateRfc:exclude', 'seal.certificateDates:exclude'],
      [
        'The voucher does not include the issuer certificate (Certificado is empty).',
        'Not evaluated: needs a readable certificate.',
        'Not evaluated: needs a readable certificate.',
        'Not evaluated: needs a readable certificate.',
      ],
    ],
    [
      'a Certificado that is not a certificate',
      'TUlJRnNEQ0NB',
      ['seal.certificate:error', 'seal.certificateRfc:exclude', 'seal.certificateDates:exclude'],
      [
        'The Certificado is not valid: X.509 DER was expected.',
        'Not evaluated: needs a readable certificate.',
        'Not evaluated: needs a readable certificate.',
        'Not evaluated: needs a readable certificate.',
      ],
    ],
    [
      "another taxpayer's certificate",
      certificateForUniqueId('XIQB891116QE4'),
      ['seal.certificate:success', 'seal.certificateRfc:error', 'seal.certificateDates:success'],
      [
        'The certificate does not belong to the issuer RFC: XIQB891116QE4 ≠ Emisor@Rfc="EKU9003173C9"',
      ],
    ],
    [
      'a certificate that names no RFC',
      certificateForUniqueId(null),
      ['seal.certificate:success', 'seal.certificateRfc:error', 'seal.certificateDates:success'],
      ['The certificate does not belong to the issuer RFC: x500UniqueIdentifier ∅'],
    ],
    [
      'a certificate that expired before the issue date',
      certificateValidFor('2019-01-01T00:00:00Z', '2023-01-01T00:00:00Z'),
      ['seal.certificate:success', 'seal.certificateRfc:success', 'seal.certificateDates:error'],
      [
        'The issue date is outside the certificate validity: Fecha="2026-03-10T10:00:00" ∉ [2019-01-01T00:00:00.000Z, 2023-01-01T00:00:00.000Z]',
      ],
    ],
    [
      'a certificate with another number',
      certificateVariant((c) => {
        c.tbsCertificate.serialNumber = new TextEncoder().encode('30001000000500003417').buffer;
      }),
      ['seal.certificate:error', 'seal.certificateRfc:success', 'seal.certificateDates:success'],
      [
        'NoCertificado is not the certificate number: NoCertificado="30001000000500003416" ≠ 30001000000500003417',
      ],
    ],
  ])('judges %s', async (_what, certificado, checks, messages) => {
    const r = await seal(withVoucherAttr(xml, 'Certificado', certificado));
    // The certificate is not part of the cadena: with its key unchanged, the seal still verifies.
    expect(r.checks).toEqual([
      ...checks,
      certificado === '' || certificado === 'TUlJRnNEQ0NB'
        ? 'seal.signature:exclude'
        : 'seal.signature:success',
    ]);
    expect(r.messages).toEqual(messages);
  });

  // The test certificate runs from 2023-05-18T11:43:51Z to 2027-05-18T11:43:51Z; Fecha is local
  // time somewhere between UTC−5 and UTC−8.
  it.each<[string, string]>([
    ['2023-05-18T03:43:50', 'error'],
    ['2023-05-18T03:43:51', 'success'],
    ['2027-05-18T06:43:51', 'success'],
    ['2027-05-18T06:43:52', 'error'],
  ])('takes Fecha %s as Mexican local time: %s', async (fecha, status) => {
    const r = await seal(generateCfdi({ fecha }));
    expect(r.checks[2]).toBe(`seal.certificateDates:${status}`);
    expect(r.checks[3]).toBe('seal.signature:success');
  });

  it('leaves a malformed Fecha to schema.dateFormat', async () => {
    const r = await evaluateCfdiWithSeal(generateCfdi({ fault: 'dateFormat' }), { today });
    expect(r.outcomes.find((o) => o.id === 'seal.certificateDates')?.status).toBe('exclude');
  });
});

describe('in the flow of spec 2', () => {
  it('a seal that does not verify is an error that holds the invoice back, never a warning', async () => {
    const r = await validateCfdiWithSeal(generateCfdi({ tamper: 'alteredAfterSeal' }), { today });
    let state = initialValidation(r.checks.map((c) => ({ id: c.id })));
    let sent = false;
    for (const c of r.checks) {
      const t = reduceValidation(state, { type: 'result', id: c.id, status: c.status });
      state = t.state;
      sent ||= t.send;
    }
    expect(r.checks.find((c) => c.id === 'seal.signature')?.status).toBe('error');
    expect(sent).toBe(false);
    expect(readyToSend(state.items)).toBe(false);
  });
});
