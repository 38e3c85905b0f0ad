/**
 * A certifier for the tests' own CFDIs: a test certification authority and a stamp certificate it
 * issued in the SAT's name for its own stamping ("MEGAPAC" + SAT970701NN3, as the SAT writes
 * them), made once per test process with node:crypto, so that a generated CFDI's SelloSAT
 * verifies and its stamp is believed where the tests trust this authority (testTrust). Test code
 * on Node only: the keys never leave the process.
 */
import { AsnConvert } from '@peculiar/asn1-schema';
import { stampCadena } from '../issue/seal';
import { authorityName, certificateDer, certificateTbs, taxpayerName } from '../issue/certificate';
import { encodeBase64 } from '../seal/base64';
import type { TrustOptions } from '../seal/trust';
import { satTrust } from './sat-trust';

/** NoCertificadoSAT of the tests' stamps: no SAT certificate has it. */
export const TEST_CERTIFIER_NUMBER = '20001000000399999901';
const AUTHORITY_NUMBER = '20001000000399999900';

interface KeyObject {
  export(options: { type: 'spki'; format: 'der' }): Uint8Array;
}
interface NodeCrypto {
  generateKeyPairSync(
    type: 'rsa',
    options: { modulusLength: number },
  ): { publicKey: KeyObject; privateKey: object };
  sign(algorithm: 'sha256', data: Uint8Array, key: object): Uint8Array;
}

interface TestCertifier {
  /** The authority's and the stamp certificate's DER, base64. */
  readonly authority: string;
  readonly certificate: string;
  /** SelloSAT over a stamp's cadena. */
  readonly sign: (cadena: string) => string;
}

let made: TestCertifier | null = null;

function crypto(): NodeCrypto {
  const proc = (globalThis as { process?: { getBuiltinModule?(id: string): unknown } }).process;
  const load = proc?.getBuiltinModule?.bind(proc);
  if (!load) throw new Error('the test certifier needs Node 20.16 or later');
  return load('node:crypto') as NodeCrypto;
}

const toBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/** The test authority and certifier, made on first use (two RSA keys, ~0.2 s). */
export function testCertifier(): TestCertifier {
  if (made) return made;
  const c = crypto();
  const ca = c.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pac = c.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const validity = {
    notBefore: new Date('2020-01-01T00:00:00Z'),
    notAfter: new Date('2040-01-01T00:00:00Z'),
  };
  const issuer = authorityName('AUTORIDAD CERTIFICADORA DE PRUEBAS DEL PORTAL');
  const sign = (tbs: object, key: object) =>
    toBuffer(c.sign('sha256', new Uint8Array(AsnConvert.serialize(tbs)), key));
  const caTbs = certificateTbs({
    number: AUTHORITY_NUMBER,
    subject: issuer,
    issuer,
    ...validity,
    spki: toBuffer(ca.publicKey.export({ type: 'spki', format: 'der' })),
    authority: true,
  });
  const pacTbs = certificateTbs({
    number: TEST_CERTIFIER_NUMBER,
    subject: taxpayerName({
      rfc: 'SAT970701NN3',
      name: 'SERVICIO DE ADMINISTRACION TRIBUTARIA',
      organizationalUnit: 'MEGAPACSAT970701NN301',
    }),
    issuer,
    ...validity,
    spki: toBuffer(pac.publicKey.export({ type: 'spki', format: 'der' })),
    authority: false,
  });
  made = {
    authority: encodeBase64(certificateDer(caTbs, sign(caTbs, ca.privateKey))),
    certificate: encodeBase64(certificateDer(pacTbs, sign(pacTbs, ca.privateKey))),
    sign: (cadena) =>
      encodeBase64(c.sign('sha256', new TextEncoder().encode(cadena), pac.privateKey)),
  };
  return made;
}

/** A stamp's attributes with this certifier's number and its SelloSAT over them. */
export function testStamp(attrs: Readonly<Record<string, string>>): Record<string, string> {
  const stamped: Record<string, string> = { ...attrs, NoCertificadoSAT: TEST_CERTIFIER_NUMBER };
  return { ...stamped, SelloSAT: testCertifier().sign(stampCadena(stamped)) };
}

/**
 * What the tests trust: the SAT's authorities (its test ones marked so), the certifiers of the
 * sample CFDIs, and this test authority and certifier.
 */
export async function testTrust(
  missingCertifier: TrustOptions['missingCertifier'] = 'error',
): Promise<TrustOptions> {
  const sat = await satTrust(missingCertifier);
  const { authority, certificate } = testCertifier();
  return {
    ...sat,
    authorities: [...sat.authorities, authority],
    testAuthorities: [...(sat.testAuthorities ?? []), authority],
    certifiers: { ...sat.certifiers, [TEST_CERTIFIER_NUMBER]: certificate },
  };
}
