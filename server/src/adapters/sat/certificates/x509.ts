/**
 * What the certificate services read from an X.509 certificate: the parsed certificate, the exact
 * DER of its parts that are hashed or signed (the to-be-signed part, the issuer's and subject's
 * names), its number (the serial as the SAT writes it), and RSA signature checks with WebCrypto.
 */
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate, ExtendedKeyUsage, id_ce_extKeyUsage } from '@peculiar/asn1-x509';

/** A certificate with the exact bytes of its parts, as they were signed and as hashes see them. */
export interface ReadCertificate {
  readonly parsed: Certificate;
  readonly der: Uint8Array<ArrayBuffer>;
  /** TBSCertificate's DER: what the issuer signed. */
  readonly tbs: Uint8Array<ArrayBuffer>;
  /** The issuer's and the subject's Name, DER as written in the certificate. */
  readonly issuerName: Uint8Array<ArrayBuffer>;
  readonly subjectName: Uint8Array<ArrayBuffer>;
  /** SubjectPublicKeyInfo DER, for WebCrypto's importKey('spki'). */
  readonly spki: ArrayBuffer;
  /** The subject public key's bits (the BIT STRING's content), what OCSP key hashes cover. */
  readonly publicKey: Uint8Array<ArrayBuffer>;
  /** The serial read as the SAT writes it (see certificateNumber). */
  readonly number: string;
}

/**
 * The elements inside one DER constructed value (SEQUENCE, SET or an explicit tag), each as the
 * slice of `der` holding its tag, length and content. Reads single-byte tags only, which is all
 * the certificate and OCSP structures read here use; throws on a length that overruns.
 */
export function derChildren(der: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>[] {
  const outer = derElement(der, 0);
  const children: Uint8Array<ArrayBuffer>[] = [];
  for (let at = outer.contentStart; at < outer.end;) {
    const child = derElement(der, at);
    if (child.end > outer.end) throw new RangeError('DER element overruns its parent');
    children.push(der.subarray(at, child.end));
    at = child.end;
  }
  return children;
}

function derElement(der: Uint8Array, start: number): { contentStart: number; end: number } {
  const tag = der[start];
  const first = der[start + 1];
  if (tag === undefined || first === undefined) throw new RangeError('DER element truncated');
  if ((tag & 0x1f) === 0x1f) throw new RangeError('DER multi-byte tags are not read');
  let length = first;
  let contentStart = start + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new RangeError('DER length not definite or too long');
    length = 0;
    for (let i = 0; i < count; i++) {
      const byte = der[contentStart + i];
      if (byte === undefined) throw new RangeError('DER length truncated');
      length = length * 256 + byte;
    }
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > der.length) throw new RangeError('DER element overruns the data');
  return { contentStart, end };
}

/**
 * A certificate's number: the serial's bytes read as ASCII when they are printable (the SAT writes
 * its 20-digit certificate numbers so), else the serial in upper-case hexadecimal.
 */
export function certificateNumber(serial: ArrayBuffer): string {
  let bytes = new Uint8Array(serial);
  while (bytes.length > 1 && bytes[0] === 0) bytes = bytes.subarray(1);
  return bytes.every((b) => b >= 0x20 && b < 0x7f)
    ? String.fromCharCode(...bytes)
    : Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase();
}

/** The certificate in these bytes (DER), or null when they are not one. */
export function readCertificate(bytes: Uint8Array): ReadCertificate | null {
  const der = new Uint8Array(bytes);
  try {
    const parsed = AsnConvert.parse(der, Certificate);
    const [tbs] = derChildren(der);
    if (!tbs) return null;
    const fields = derChildren(tbs);
    // TBSCertificate: [0] version (optional), serial, signature, issuer, validity, subject, ...
    const skip = fields[0]?.[0] === 0xa0 ? 1 : 0;
    const issuerName = fields[skip + 2];
    const subjectName = fields[skip + 4];
    if (!issuerName || !subjectName) return null;
    const info = parsed.tbsCertificate.subjectPublicKeyInfo;
    return {
      parsed,
      der,
      tbs,
      issuerName,
      subjectName,
      spki: AsnConvert.serialize(info),
      publicKey: new Uint8Array(info.subjectPublicKey),
      number: certificateNumber(parsed.tbsCertificate.serialNumber),
    };
  } catch {
    return null;
  }
}

export type RsaHash = 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';

/** The RSA PKCS#1 v1.5 signature algorithms (by OID) these services verify, with their hash. */
const RSA_SIGNATURES: ReadonlyMap<string, RsaHash> = new Map([
  ['1.2.840.113549.1.1.5', 'SHA-1'],
  ['1.2.840.113549.1.1.11', 'SHA-256'],
  ['1.2.840.113549.1.1.12', 'SHA-384'],
  ['1.2.840.113549.1.1.13', 'SHA-512'],
]);

/** The hash of an RSA PKCS#1 v1.5 signature algorithm, or null for any other algorithm. */
export function rsaSignatureHash(algorithm: string): RsaHash | null {
  return RSA_SIGNATURES.get(algorithm) ?? null;
}

/**
 * Whether `signature` over `data` verifies with the RSA key of `spki` and the algorithm's hash; a
 * key that is not RSA, or an algorithm other than RSA PKCS#1 v1.5, does not verify.
 */
export async function verifyRsa(
  spki: ArrayBuffer,
  algorithm: string,
  signature: ArrayBuffer,
  data: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const hash = rsaSignatureHash(algorithm);
  if (hash === null) return false;
  try {
    const key = await crypto.subtle.importKey(
      'spki',
      spki,
      { name: 'RSASSA-PKCS1-v1_5', hash },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, signature, data);
  } catch {
    return false;
  }
}

/** Whether `issuer` issued `certificate`: the names chain and the issuer's key verifies it. */
export async function issuedBy(
  certificate: ReadCertificate,
  issuer: ReadCertificate,
): Promise<boolean> {
  if (!sameBytes(certificate.issuerName, issuer.subjectName)) return false;
  return verifyRsa(
    issuer.spki,
    certificate.parsed.signatureAlgorithm.algorithm,
    certificate.parsed.signatureValue,
    certificate.tbs,
  );
}

/** The extended key usages the certificate names (none when it has no such extension). */
export function extendedKeyUsages(certificate: ReadCertificate): string[] {
  const extension = certificate.parsed.tbsCertificate.extensions?.find(
    (e) => e.extnID === id_ce_extKeyUsage,
  );
  if (!extension) return [];
  return [...AsnConvert.parse(extension.extnValue.buffer, ExtendedKeyUsage)];
}

/** Whether `at` falls within the certificate's validity, give or take `skewMs`. */
export function validAt(certificate: ReadCertificate, at: Date, skewMs: number): boolean {
  const { notBefore, notAfter } = certificate.parsed.tbsCertificate.validity;
  const t = at.getTime();
  return notBefore.getTime().getTime() - skewMs <= t && t <= notAfter.getTime().getTime() + skewMs;
}

export function sameBytes(a: Uint8Array | ArrayBuffer, b: Uint8Array | ArrayBuffer): boolean {
  const x = a instanceof Uint8Array ? a : new Uint8Array(a);
  const y = b instanceof Uint8Array ? b : new Uint8Array(b);
  return x.length === y.length && x.every((byte, i) => byte === y[i]);
}
