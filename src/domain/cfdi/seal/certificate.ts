/**
 * Reads the issuer's certificate (Comprobante@Certificado: X.509, DER in base64) into what the seal
 * checks need, and imports its public key into WebCrypto. Loaded only with the seal group.
 */
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  BasicConstraints,
  Certificate,
  ExtendedKeyUsage,
  KeyUsage,
  id_ce_basicConstraints,
  id_ce_extKeyUsage,
  id_ce_keyUsage,
  type Name,
} from '@peculiar/asn1-x509';
import { decodeBase64 } from './base64';

/** x500UniqueIdentifier: where the SAT writes the RFC a certificate was issued to. */
const X500_UNIQUE_IDENTIFIER = '2.5.4.45';
const COMMON_NAME = '2.5.4.3';
const NAME = '2.5.4.41';
const ORGANIZATIONAL_UNIT = '2.5.4.11';
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
  /** The certificate itself (DER), as Comprobante@Certificado carries it decoded. */
  readonly der: Uint8Array<ArrayBuffer>;
  /** The signed part (TBSCertificate, DER), its signature and algorithm: what an authority signed. */
  readonly tbs: ArrayBuffer;
  readonly signature: ArrayBuffer;
  readonly signatureAlgorithm: string;
  /** The issuer's and the subject's distinguished names, DER (compared byte for byte). */
  readonly issuerDn: ArrayBuffer;
  readonly subjectDn: ArrayBuffer;
  /** The issuer's common name, for messages ("AC UAT", "AC DEL SERVICIO DE ADMINISTRACION ..."). */
  readonly issuerName: string;
  /** The subject's name (X.520 name, else common name): the taxpayer's name with its regime. */
  readonly subjectName: string | null;
  /** The subject's organizational unit: a CSD's branch; for a certifier, "PAC" and its RFC. */
  readonly organizationalUnit: string | null;
  /** KeyUsage bits (digitalSignature = 1 << 0 ... as KeyUsageFlags), null without the extension. */
  readonly keyUsage: number | null;
  /** ExtendedKeyUsage purposes (OIDs); empty without the extension. */
  readonly extendedKeyUsage: readonly string[];
  /** Whether BasicConstraints says it is a certification authority. */
  readonly isAuthority: boolean;
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

/** The first value of an attribute type in a distinguished name, as text. */
function attributeOf(name: Name, type: string): string | null {
  for (const rdn of name)
    for (const attribute of rdn) if (attribute.type === type) return attribute.value.toString();
  return null;
}

function extensionsOf(cert: Certificate): {
  keyUsage: number | null;
  extendedKeyUsage: string[];
  isAuthority: boolean;
} {
  let keyUsage: number | null = null;
  let extendedKeyUsage: string[] = [];
  let isAuthority = false;
  for (const extension of cert.tbsCertificate.extensions ?? []) {
    const value = extension.extnValue.buffer;
    if (extension.extnID === id_ce_keyUsage)
      keyUsage = AsnConvert.parse(value, KeyUsage).toNumber();
    else if (extension.extnID === id_ce_extKeyUsage)
      extendedKeyUsage = AsnConvert.parse(value, ExtendedKeyUsage).map(String);
    else if (extension.extnID === id_ce_basicConstraints)
      isAuthority = AsnConvert.parse(value, BasicConstraints).cA;
  }
  return { keyUsage, extendedKeyUsage, isAuthority };
}

/** A certificate's DER read into what the seal and trust checks need (not cached). */
export function decodeCertificate(der: Uint8Array<ArrayBuffer>): CertificateResult {
  return decodeDer(der);
}

function decode(base64: string): CertificateResult {
  const der = decodeBase64(base64);
  if (!der) return { ok: false, reason: 'base64' };
  return decodeDer(der);
}

function decodeDer(der: Uint8Array<ArrayBuffer>): CertificateResult {
  let cert: Certificate;
  try {
    cert = AsnConvert.parse(der, Certificate);
  } catch {
    return { ok: false, reason: 'der' };
  }
  const tbs = cert.tbsCertificate;
  if (tbs.subjectPublicKeyInfo.algorithm.algorithm !== RSA_ENCRYPTION)
    return { ok: false, reason: 'notRsa' };
  const unique = attributeOf(tbs.subject, X500_UNIQUE_IDENTIFIER);
  const rfc = unique === null ? null : (unique.split('/')[0] ?? '').trim() || null;
  let extensions: ReturnType<typeof extensionsOf>;
  try {
    extensions = extensionsOf(cert);
  } catch {
    return { ok: false, reason: 'der' };
  }
  return {
    ok: true,
    certificate: {
      number: serialNumber(tbs.serialNumber),
      rfc,
      notBefore: tbs.validity.notBefore.getTime(),
      notAfter: tbs.validity.notAfter.getTime(),
      spki: AsnConvert.serialize(tbs.subjectPublicKeyInfo),
      der,
      tbs: AsnConvert.serialize(tbs),
      signature: cert.signatureValue,
      signatureAlgorithm: cert.signatureAlgorithm.algorithm,
      issuerDn: AsnConvert.serialize(tbs.issuer),
      subjectDn: AsnConvert.serialize(tbs.subject),
      issuerName: attributeOf(tbs.issuer, COMMON_NAME) ?? '',
      subjectName: attributeOf(tbs.subject, NAME) ?? attributeOf(tbs.subject, COMMON_NAME),
      organizationalUnit: attributeOf(tbs.subject, ORGANIZATIONAL_UNIT),
      ...extensions,
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
