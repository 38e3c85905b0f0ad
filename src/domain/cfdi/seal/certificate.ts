/**
 * Reads the issuer's certificate (Comprobante@Certificado: X.509, DER in base64) into what the seal
 * checks need, and imports its public key into WebCrypto. Loaded only with the seal group.
 */
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import { decodeBase64 } from './base64';

/** x500UniqueIdentifier: where the SAT writes the RFC a certificate was issued to. */
const X500_UNIQUE_IDENTIFIER = '2.5.4.45';
const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';

export interface IssuerCertificate {
  /** The number NoCertificado must repeat: the serial's bytes read as ASCII (hex when they are not text). */
  readonly number: string;
  /**
   * The RFC the certificate was issued to: x500UniqueIdentifier up to its " / " (a company's
   * certificate adds its legal representative's RFC after it), or null when it names none.
   */
  readonly rfc: string | null;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** SubjectPublicKeyInfo (DER), for WebCrypto's importKey('spki'). */
  readonly spki: ArrayBuffer;
}

export type CertificateResult =
  | { readonly ok: true; readonly certificate: IssuerCertificate }
  | { readonly ok: false; readonly reason: 'base64' | 'der' | 'notRsa' };

function serialNumber(serial: ArrayBuffer): string {
  let bytes = new Uint8Array(serial);
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
  const text = bytes.every((b) => b >= 0x20 && b < 0x7f);
  return text
    ? String.fromCharCode(...bytes)
    : Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase();
}

function decode(base64: string): CertificateResult {
  const der = decodeBase64(base64);
  if (!der) return { ok: false, reason: 'base64' };
  let cert: Certificate;
  try {
    cert = AsnConvert.parse(der, Certificate);
  } catch {
    return { ok: false, reason: 'der' };
  }
  const tbs = cert.tbsCertificate;
  if (tbs.subjectPublicKeyInfo.algorithm.algorithm !== RSA_ENCRYPTION)
    return { ok: false, reason: 'notRsa' };
  let rfc: string | null = null;
  for (const rdn of tbs.subject)
    for (const attribute of rdn)
      if (attribute.type === X500_UNIQUE_IDENTIFIER)
        rfc = (attribute.value.toString().split('/')[0] ?? '').trim() || null;
  return {
    ok: true,
    certificate: {
      number: serialNumber(tbs.serialNumber),
      rfc,
      notBefore: tbs.validity.notBefore.getTime(),
      notAfter: tbs.validity.notAfter.getTime(),
      spki: AsnConvert.serialize(tbs.subjectPublicKeyInfo),
    },
  };
}

/**
 * An issuer seals every invoice with the same certificate, so a server or a reviewer checking a
 * batch reads each one once. Bounded: the oldest entry goes first.
 */
const CACHE_SIZE = 64;
const cache = new Map<string, CertificateResult>();

/** The certificate of a Certificado attribute, read once per distinct value. */
export function readCertificate(base64: string): CertificateResult {
  let result = cache.get(base64);
  if (result === undefined) {
    result = decode(base64);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
    cache.set(base64, result);
  }
  return result;
}

export type SealHash = 'SHA-256' | 'SHA-1';

interface ImportedKeys {
  readonly pending: Map<SealHash, Promise<CryptoKey>>;
  readonly ready: Map<SealHash, CryptoKey>;
}
const keys = new WeakMap<IssuerCertificate, ImportedKeys>();

function keysOf(certificate: IssuerCertificate): ImportedKeys {
  let imported = keys.get(certificate);
  if (!imported) keys.set(certificate, (imported = { pending: new Map(), ready: new Map() }));
  return imported;
}

/**
 * The certificate's public key as a WebCrypto RSASSA-PKCS1-v1_5 key for one hash, imported once
 * per certificate; the key itself once imported (so a verification can start without waiting).
 */
export function publicKey(
  certificate: IssuerCertificate,
  hash: SealHash,
): CryptoKey | Promise<CryptoKey> {
  const imported = keysOf(certificate);
  const ready = imported.ready.get(hash);
  if (ready) return ready;
  let pending = imported.pending.get(hash);
  if (!pending) {
    pending = crypto.subtle
      .importKey('spki', certificate.spki, { name: 'RSASSA-PKCS1-v1_5', hash }, false, ['verify'])
      .then((key) => {
        imported.ready.set(hash, key);
        return key;
      });
    imported.pending.set(hash, pending);
  }
  return pending;
}
