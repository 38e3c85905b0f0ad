/**
 * The trust checks: the issuer's certificate chained to a SAT authority, a CSD and not an e.firma,
 * naming the issuer; the stamp's seal made with the certifier's certificate, which names the
 * certifier; revocation judged from the status service's answer. Over the real CFDI of the
 * fixtures (sealed by a real taxpayer, stamped by a real certifier) and forgeries of it.
 */
import { describe, expect, it } from 'vitest';
import { cfdiMessage } from '../messages';
import { fixturesDir, nodeFs } from '../testing/node-host';
import { satTrust } from '../testing/sat-trust';
import { testTrust } from '../testing/test-certifier';
import { generateCfdi } from '../testing/generate';
import { issueAuthority, issueCsd } from '../issue/certificate';
import { evaluateCfdiWithSeal, withRevocation } from '../validate';
import { decodeBase64 } from './base64';
import { decodeCertificate, readCertificate } from './certificate';
import { revocationCheck } from './revocation';
import { certificateKind, certifierRfcOf, issuerOf, trustStoreOf } from './trust';

const fs = await nodeFs();
const read = (name: string) =>
  new TextDecoder().decode(fs.readFileSync(`${fixturesDir()}/${name}`));
const REAL = read('cfdi40-ingreso-real-01.xml');
const today = '2026-11-21';
const trust = await satTrust('error');

async function seal(xml: string, options = trust) {
  const r = await evaluateCfdiWithSeal(xml, { today, trust: options });
  const group = r.outcomes.filter((o) => o.group === 'seal');
  return {
    r,
    status: Object.fromEntries(group.map((o) => [o.id, o.status])),
    message: (id: string) => {
      const o = group.find((c) => c.id === id);
      return o ? cfdiMessage(o.message, 'es') : undefined;
    },
  };
}

const certificateOf = (xml: string) => / Certificado="([^"]+)"/.exec(xml)?.[1] ?? '';

describe('the issuer certificate', () => {
  it('of a real CFDI chains to the SAT (AC5), is a CSD and names the issuer', async () => {
    const { status, r } = await seal(REAL);
    expect(status).toMatchObject({
      'seal.chain': 'success',
      'seal.csd': 'success',
      'seal.certificateName': 'success',
      'seal.stamp': 'success',
      'seal.stampCertifier': 'success',
    });
    expect(r.seal?.verifiedCertifierRfc).toBe('TBN040609RKA');
    expect(r.seal?.authority).not.toBeNull();
  });

  it('made by the issuer itself is refused, naming who issued it', async () => {
    const made = await issueCsd({
      rfc: 'ISD950921HE5',
      name: 'PASE, SERVICIOS ELECTRONICOS SA DE CV',
      number: '00001000000999999999',
      notBefore: new Date('2022-01-01T00:00:00Z'),
      notAfter: new Date('2027-01-01T00:00:00Z'),
    });
    const forged = REAL.replace(certificateOf(REAL), made.certificate);
    const { status, message } = await seal(forged);
    expect(status['seal.chain']).toBe('error');
    expect(message('seal.chain')).toBe(
      'El certificado no fue emitido por el SAT: lo emitió "PASE, SERVICIOS ELECTRONICOS SA DE CV", que no es una autoridad certificadora del SAT. Un certificado hecho por el propio emisor no sirve para sellar facturas.',
    );
  });

  it('issued by an authority named like the SAT but not the SAT is refused', async () => {
    const fake = await issueAuthority({
      name: 'AUTORIDAD CERTIFICADORA',
      number: '00001000000999999990',
      notBefore: new Date('2020-01-01T00:00:00Z'),
      notAfter: new Date('2030-01-01T00:00:00Z'),
    });
    const made = await issueCsd(
      {
        rfc: 'ISD950921HE5',
        name: 'PASE, SERVICIOS ELECTRONICOS SA DE CV',
        number: '00001000000999999991',
        notBefore: new Date('2022-01-01T00:00:00Z'),
        notAfter: new Date('2027-01-01T00:00:00Z'),
      },
      fake,
    );
    const cert = readCertificate(made.certificate);
    if (!cert.ok) throw new Error('certificate');
    // Same issuer name as the SAT's AC5? Not byte for byte; and even so the key would not verify.
    expect(await issuerOf(trustStoreOf(trust), cert.certificate)).toBeNull();
  });

  it('of the SAT test authority passes with a warning, only where the test authorities are trusted', async () => {
    const xml = generateCfdi();
    expect((await seal(xml, await testTrust())).status['seal.chain']).toBe('warning');
    const production = {
      ...trust,
      authorities: trust.authorities.filter((a) => !trust.testAuthorities?.includes(a)),
    };
    expect((await seal(xml, production)).status['seal.chain']).toBe('error');
  });

  it('that is an e.firma is refused: the SAT seals invoices with a CSD', async () => {
    const { status, message } = await seal(read('cfdi40-ingreso-ieps-iva-exento-01.xml'));
    expect(status['seal.csd']).toBe('error');
    expect(message('seal.csd')).toContain('e.firma (FIEL)');
  });

  it('naming another taxpayer than Emisor@Nombre is refused', async () => {
    const renamed = REAL.replace(
      'Nombre="PASE, SERVICIOS ELECTRONICOS"',
      'Nombre="PASE SERVICIOS"',
    );
    const { status, message } = await seal(renamed);
    expect(status['seal.certificateName']).toBe('error');
    expect(message('seal.certificateName')).toContain(
      '"PASE SERVICIOS" ≠ "PASE, SERVICIOS ELECTRONICOS SA DE CV"',
    );
  });

  it.each([
    ['cfdi40-ingreso-real-01.xml', 'csd'],
    ['cfdi40-ingreso-descuento-01.xml', 'csd'],
    ['cfdi40-ingreso-retenciones-isr-iva-01.xml', 'efirma'],
  ])('tells a CSD from an e.firma: %s is a %s', (name, kind) => {
    const der = decodeBase64(certificateOf(read(name)));
    const cert = der ? decodeCertificate(der) : null;
    if (!cert?.ok) throw new Error('certificate');
    expect(certificateKind(cert.certificate)).toBe(kind);
  });
});

describe('the stamp', () => {
  it('whose RfcProvCertif was changed no longer verifies with the certifier certificate', async () => {
    const forged = REAL.replace('RfcProvCertif="TBN040609RKA"', 'RfcProvCertif="SAT970701NN3"');
    const { status, message, r } = await seal(forged);
    expect(status['seal.stamp']).toBe('error');
    expect(message('seal.stamp')).toBe(
      'El sello del timbre no corresponde al certificado del PAC 00001000000708361114: el timbre se alteró o no lo hizo ese certificador.',
    );
    expect(r.seal?.verifiedCertifierRfc).toBeNull();
  });

  it('whose certifier certificate cannot be had is an error on the server, a warning offline', async () => {
    const noCertifiers = { ...trust, certifiers: {} };
    const server = await seal(REAL, noCertifiers);
    expect(server.status['seal.stamp']).toBe('error');
    expect(server.message('seal.stamp')).toBe(
      'No se pudo obtener el certificado del PAC 00001000000708361114 del SAT: el timbre no se pudo verificar.',
    );
    const offline = await seal(REAL, { ...noCertifiers, missingCertifier: 'warning' });
    expect(offline.status['seal.stamp']).toBe('warning');
  });

  it('made with a certificate that is not the number it names is not believed', async () => {
    const other = Object.values(trust.certifiers).find(
      (c) => c !== trust.certifiers['00001000000708361114'],
    )!;
    const swapped = { ...trust, certifiers: { '00001000000708361114': other } };
    const { message } = await seal(REAL, swapped);
    expect(message('seal.stamp')).toContain('no es el del PAC');
  });

  it('names its certifier in the certificate: RfcProvCertif must be that one', () => {
    const der = decodeBase64(trust.certifiers['00001000000708361114']!);
    const cert = der ? decodeCertificate(der) : null;
    if (!cert?.ok) throw new Error('certificate');
    expect(certifierRfcOf(cert.certificate)).toBe('TBN040609RKA');
    const sat = decodeBase64(trust.certifiers['00001000000504465028']!);
    const own = sat ? decodeCertificate(sat) : null;
    if (!own?.ok) throw new Error('certificate');
    expect(certifierRfcOf(own.certificate)).toBe('SAT970701NN3');
  });
});

describe('revocation, from the status service answer', () => {
  const fecha = '2026-03-10T10:00:00';
  it.each<[string, Parameters<typeof revocationCheck>[0], string]>([
    ['good', { status: 'good' }, 'success'],
    [
      'revoked before the issue date',
      { status: 'revoked', revokedAt: '2026-03-01T00:00:00Z', reason: 'keyCompromise' },
      'error',
    ],
    [
      'revoked after the issue date',
      { status: 'revoked', revokedAt: '2026-04-01T00:00:00Z', reason: 'superseded' },
      'success',
    ],
    ['unknown to the SAT', { status: 'unknown' }, 'error'],
    ['not answered', { unavailable: 'timeout' }, 'error'],
  ])('%s → %s', (_what, answer, expected) => {
    expect(revocationCheck(answer, fecha, '30001000000500003416').status).toBe(expected);
  });

  it('is judged into the evaluation the seal checks made', async () => {
    const { r } = await seal(REAL);
    const revoked = withRevocation(
      r,
      { status: 'revoked', revokedAt: '2020-01-01T00:00:00Z', reason: 'keyCompromise' },
      '00001000000510877575',
    );
    expect(revoked.valid).toBe(false);
    expect(
      cfdiMessage(revoked.outcomes.find((o) => o.id === 'seal.revocation')!.message, 'en'),
    ).toBe(
      'The SAT revoked the issuer certificate before the issue date: 00001000000510877575 (2020-01-01T00:00:00Z, keyCompromise)',
    );
  });
});
