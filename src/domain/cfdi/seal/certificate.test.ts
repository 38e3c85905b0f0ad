import { describe, expect, it } from 'vitest';
import {
  certificateForUniqueId,
  certificateValidFor,
  certificateVariant,
} from '../testing/certificate-variants';
import { testCsd, TEST_CSD_NUMBER } from '../testing/seal-signer';
import { decodeBase64 } from './base64';
import { readCertificate } from './certificate';

/** The test certificate as Comprobante@Certificado carries it. */
const TEST_CERTIFICADO = testCsd().certificate;

describe('readCertificate', () => {
  it('reads the SAT test certificate: number, RFC, validity, RSA key', () => {
    const r = readCertificate(TEST_CERTIFICADO);
    if (!r.ok) throw new Error(r.reason);
    expect(r.certificate).toMatchObject({
      number: TEST_CSD_NUMBER,
      rfc: 'EKU9003173C9',
      notBefore: new Date('2023-05-18T11:43:51Z'),
      notAfter: new Date('2027-05-18T11:43:51Z'),
    });
    expect(r.certificate.spki.byteLength).toBe(294);
  });

  it('reads a Certificado wrapped on several lines, and each distinct value once', () => {
    const wrapped = TEST_CERTIFICADO.replace(/(.{76})/g, '$1\n  ');
    const first = readCertificate(wrapped);
    expect(first.ok).toBe(true);
    expect(readCertificate(wrapped)).toBe(first);
  });

  it.each<[string, string, string]>([
    ['not base64', 'MIIF*sDCC', 'base64'],
    ['base64 of nothing like a certificate', 'TUlJRnNEQ0NB', 'der'],
    // What pagos10-errores-invalido-01.xml carries: the PEM text, base64-encoded again.
    [
      'a PEM text in base64',
      btoa(`-----BEGIN CERTIFICATE-----\n${TEST_CERTIFICADO}\n-----END CERTIFICATE-----\n`),
      'der',
    ],
    [
      'a certificate whose key is not RSA',
      certificateVariant((c) => {
        c.tbsCertificate.subjectPublicKeyInfo.algorithm.algorithm = '1.2.840.10045.2.1';
      }),
      'notRsa',
    ],
  ])('refuses %s', (_what, text, reason) => {
    expect(readCertificate(text)).toEqual({ ok: false, reason });
  });

  it('names the RFC before " / " (a company certificate adds its representative), or none', () => {
    const rfcOf = (text: string) => {
      const r = readCertificate(text);
      return r.ok ? r.certificate.rfc : r.reason;
    };
    expect(rfcOf(certificateForUniqueId('XIQB891116QE4'))).toBe('XIQB891116QE4');
    expect(rfcOf(certificateForUniqueId(' POT9207213D6 / OEEJ680420BH0'))).toBe('POT9207213D6');
    expect(rfcOf(certificateForUniqueId(null))).toBeNull();
  });

  it('reads the validity as written', () => {
    const r = readCertificate(certificateValidFor('2020-01-01T00:00:00Z', '2021-01-01T00:00:00Z'));
    expect(r.ok && [r.certificate.notBefore, r.certificate.notAfter]).toEqual([
      new Date('2020-01-01T00:00:00Z'),
      new Date('2021-01-01T00:00:00Z'),
    ]);
  });

  it('writes a serial that is not text in hexadecimal', () => {
    const r = readCertificate(
      certificateVariant((c) => {
        c.tbsCertificate.serialNumber = new Uint8Array([0x00, 0x8f, 0x01]).buffer;
      }),
    );
    expect(r.ok && r.certificate.number).toBe('8F01');
  });
});

describe('decodeBase64', () => {
  it.each<[string, number[] | null]>([
    ['', []],
    ['AQID', [1, 2, 3]],
    ['AQI=', [1, 2]],
    ['AQ==', [1]],
    [' AQ\n ID\r\n', [1, 2, 3]],
    ['AQI', null],
    ['AQ=I', null],
    ['AQ-_', null],
  ])('%j', (text, bytes) => {
    const r = decodeBase64(text);
    expect(r === null ? null : [...r]).toEqual(bytes);
  });
});
