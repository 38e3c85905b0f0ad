/**
 * Who may have issued a certificate: the trust store of certification authorities (the SAT's
 * published AC certificates; in the embedded demo, the demo authority) and the rules that tell a
 * seal certificate (CSD) from an e.firma and name the certifier of a stamp certificate.
 *
 * A certificate is issued by an authority of the store when its issuer name is the authority's
 * subject name (byte for byte) and the authority's key verifies its signature. The authority's own
 * validity is not required today (the SAT's AC4 expired in 2023; CSDs it issued sealed invoices
 * until then): the CSD's validity at the issue date is what the seal checks judge.
 */
import { decodeBase64, encodeBase64 } from './base64';
import { decodeCertificate, type IssuerCertificate } from './certificate';

/** What a caller trusts, as plain data (it crosses to worker threads). */
export interface TrustOptions {
  /** The certification authorities' certificates (DER, base64). */
  readonly authorities: readonly string[];
  /**
   * Those of `authorities` that are the SAT's test authorities (their CSDs prove nothing to the
   * SAT): a certificate they issued passes with a warning, so that tests and the command line can
   * check the SAT's published test invoices.
   */
  readonly testAuthorities?: readonly string[];
  /** Certifier (PAC) certificates by NoCertificadoSAT (DER, base64): those the caller could get. */
  readonly certifiers: Readonly<Record<string, string>>;
  /**
   * How a stamp whose certifier certificate is not among `certifiers` is judged: an error where
   * the caller could have fetched it (the server: what cannot be verified is not accepted), a
   * warning where it could not (the command line, offline).
   */
  readonly missingCertifier: 'error' | 'warning';
}

export interface Authority {
  readonly certificate: IssuerCertificate;
  /** Its certificate as the trust options carry it (DER, base64). */
  readonly base64: string;
  readonly test: boolean;
}

const SIGNATURE_HASH: Readonly<Record<string, 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512'>> = {
  '1.2.840.113549.1.1.5': 'SHA-1',
  '1.2.840.113549.1.1.11': 'SHA-256',
  '1.2.840.113549.1.1.12': 'SHA-384',
  '1.2.840.113549.1.1.13': 'SHA-512',
};

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The authorities of a store by their subject name (hex DER), parsed once per distinct store. */
export interface TrustStore {
  readonly bySubject: ReadonlyMap<string, readonly Authority[]>;
  /** Verdicts already reached (certificates are read once per distinct Certificado text). */
  readonly verdicts: WeakMap<IssuerCertificate, Promise<Authority | null>>;
}

const STORE_CACHE = new Map<string, TrustStore>();
/** The same options object (the command line's, a thread's) finds its store without a key. */
const BY_OPTIONS = new WeakMap<TrustOptions, TrustStore>();
const STORE_CACHE_SIZE = 8;

/** The store of some trust options (parsed once; a certificate that cannot be read is ignored). */
export function trustStoreOf(trust: TrustOptions): TrustStore {
  const known = BY_OPTIONS.get(trust);
  if (known) return known;
  const store = storeOf(trust);
  BY_OPTIONS.set(trust, store);
  return store;
}

function storeOf(trust: TrustOptions): TrustStore {
  const key = `${trust.authorities.join(',')};${(trust.testAuthorities ?? []).join(',')}`;
  let store = STORE_CACHE.get(key);
  if (store) return store;
  const test = new Set(trust.testAuthorities ?? []);
  const bySubject = new Map<string, Authority[]>();
  for (const base64 of trust.authorities) {
    const der = decodeBase64(base64);
    const read = der ? decodeCertificate(der) : null;
    if (!read?.ok) continue;
    const subject = hex(read.certificate.subjectDn);
    const list = bySubject.get(subject) ?? [];
    list.push({ certificate: read.certificate, base64, test: test.has(base64) });
    bySubject.set(subject, list);
  }
  store = { bySubject, verdicts: new WeakMap() };
  if (STORE_CACHE.size >= STORE_CACHE_SIZE)
    STORE_CACHE.delete(STORE_CACHE.keys().next().value ?? '');
  STORE_CACHE.set(key, store);
  return store;
}

async function verifiedBy(cert: IssuerCertificate, authority: Authority): Promise<boolean> {
  const hash = SIGNATURE_HASH[cert.signatureAlgorithm];
  if (!hash) return false;
  try {
    const key = await crypto.subtle.importKey(
      'spki',
      authority.certificate.spki,
      { name: 'RSASSA-PKCS1-v1_5', hash },
      false,
      ['verify'],
    );
    return await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, cert.signature, cert.tbs);
  } catch {
    // A key WebCrypto refuses verifies nothing.
    return false;
  }
}

async function findIssuer(store: TrustStore, cert: IssuerCertificate): Promise<Authority | null> {
  for (const authority of store.bySubject.get(hex(cert.issuerDn)) ?? [])
    if (await verifiedBy(cert, authority)) return authority;
  return null;
}

/**
 * The authority of the store that issued a certificate, or null (a self-made certificate, one of
 * an authority the store does not hold, or one altered after it was issued).
 */
export function issuerOf(store: TrustStore, cert: IssuerCertificate): Promise<Authority | null> {
  let verdict = store.verdicts.get(cert);
  if (!verdict) {
    verdict = findIssuer(store, cert);
    store.verdicts.set(cert, verdict);
  }
  return verdict;
}

const KEY_USAGE = {
  digitalSignature: 1,
  nonRepudiation: 2,
  keyEncipherment: 4,
  dataEncipherment: 8,
  keyAgreement: 16,
} as const;

/**
 * Whether a certificate is a seal certificate (CSD) and not an e.firma (FIEL). The SAT issues
 * both to the same RFC from the same authority; it marks the difference in the extensions: a CSD's
 * KeyUsage is digitalSignature + nonRepudiation only and it has no ExtendedKeyUsage, while an
 * e.firma adds dataEncipherment and keyAgreement and the purposes e-mail protection and client
 * authentication. Answers what kind it is.
 */
export function certificateKind(cert: IssuerCertificate): 'csd' | 'efirma' | 'other' {
  const usage = cert.keyUsage ?? 0;
  const signs =
    (usage & KEY_USAGE.digitalSignature) !== 0 && (usage & KEY_USAGE.nonRepudiation) !== 0;
  const encrypts =
    (usage & (KEY_USAGE.keyEncipherment | KEY_USAGE.dataEncipherment | KEY_USAGE.keyAgreement)) !==
    0;
  if (cert.isAuthority || !signs) return 'other';
  if (encrypts || cert.extendedKeyUsage.length > 0) return 'efirma';
  return 'csd';
}

/**
 * The certifier (PAC) a stamp certificate was issued for. The SAT issues each certifier's stamp
 * certificate in its own name (SAT970701NN3) and writes the certifier in the organizational unit:
 * "PAC" then the certifier's RFC and a sequence ("PACTBN040609RKA55702"), or "MEGAPAC" then the
 * SAT's own RFC for the stamps the SAT makes itself. Null when the unit names none (the SAT's test
 * certificates say "CSD de Pruebas").
 */
export function certifierRfcOf(cert: IssuerCertificate): string | null {
  const unit = (cert.organizationalUnit ?? '').trim().toUpperCase();
  const match = /^(?:MEGA)?PAC([A-ZÑ&]{3,4}\d{6}[A-Z\d]{3})/.exec(unit);
  return match?.[1] ?? null;
}

const PEM = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+)-----END CERTIFICATE-----/g;

/**
 * The certificates of a file as a trust store or a certifier folder holds them, DER (base64):
 * a DER file is one certificate; a PEM file may hold several. Nothing when it holds none.
 */
export function certificatesInFile(bytes: Uint8Array): string[] {
  const text = new TextDecoder('latin1').decode(bytes);
  if (text.includes('-----BEGIN CERTIFICATE-----'))
    return Array.from(text.matchAll(PEM), (m) => (m[1] ?? '').replace(/\s/g, ''));
  // DER starts with a SEQUENCE (0x30).
  return bytes[0] === 0x30 ? [encodeBase64(bytes)] : [];
}
