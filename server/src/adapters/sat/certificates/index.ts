/**
 * The tax authority's certificate services: the revocation status of an issuer's certificate and
 * the certifiers' certificates by number. The embedded default answers from this portal's
 * database (demo and tests); SAT_MODE=soap asks the SAT's OCSP service and its certificate
 * repository, keeping every certifier certificate it fetched.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { satCertificateRevocations, satCertifierCertificates } from '../../../db/schema';
import { SatServiceError } from '../service-error';
import { createOcspClient, SAT_OCSP_URL } from './ocsp';
import {
  createCertificateRepository,
  isCertificateNumber,
  SAT_CERTIFICATES_URL,
} from './repository';
import type { CertificateStatus, SatCertificateServices } from './types';
import { readCertificate } from './x509';

export type { CertificateStatus, SatCertificateServices } from './types';
export { SAT_OCSP_URL } from './ocsp';
export { SAT_CERTIFICATES_URL, certificatePath } from './repository';

/** What the services take of the SAT adapter's settings (SatConfig). */
export interface CertificateServicesConfig {
  mode: 'embedded' | 'soap';
  timeoutMs: number;
  /** The OCSP service (SAT_OCSP_URL); the SAT's when unset. */
  ocspUrl?: string;
  /** The certificate repository's base (SAT_CERTIFICATES_URL); the SAT's when unset. */
  certificatesUrl?: string;
}

const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(text, 'base64'));

/** A stored certifier certificate, or null when none has that number. */
async function storedCertifier(db: Db, number: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const [row] = await db
    .select({ certificate: satCertifierCertificates.certificate })
    .from(satCertifierCertificates)
    .where(eq(satCertifierCertificates.number, number))
    .limit(1);
  return row ? fromBase64(row.certificate) : null;
}

/**
 * The embedded status: a certificate whose number (its serial read as ASCII digits) is listed in
 * sat_certificate_revocations is revoked from its revocation time on; any other is good.
 */
async function embeddedStatus(db: Db, certificate: Uint8Array): Promise<CertificateStatus> {
  const read = readCertificate(certificate);
  if (!read) throw new SatServiceError('request', 'the certificate is not X.509 (DER)');
  const [row] = await db
    .select()
    .from(satCertificateRevocations)
    .where(eq(satCertificateRevocations.number, read.number))
    .limit(1);
  if (!row || row.revokedAt.getTime() > Date.now()) return { status: 'good' };
  return { status: 'revoked', revokedAt: row.revokedAt, reason: row.reason };
}

/**
 * The configured services. With SAT_MODE=soap a certifier certificate comes from the database
 * when it was fetched before, else from the SAT's repository, and is then stored (source 'sat');
 * concurrent fetches of one number share a call in this process, and across processes the first
 * stored row stays (the certificate behind a number never changes).
 */
export function createCertificateServices(
  db: Db,
  config: CertificateServicesConfig,
  fetchImpl?: typeof fetch,
): SatCertificateServices {
  if (config.mode === 'embedded')
    return {
      status: (certificate) => embeddedStatus(db, certificate),
      certifierCertificate: (number) => storedCertifier(db, number),
    };

  const http = fetchImpl ? { fetchImpl } : {};
  const ocsp = createOcspClient({
    url: config.ocspUrl ?? SAT_OCSP_URL,
    timeoutMs: config.timeoutMs,
    ...http,
  });
  const repository = createCertificateRepository({
    url: config.certificatesUrl ?? SAT_CERTIFICATES_URL,
    timeoutMs: config.timeoutMs,
    ...http,
  });
  const inFlight = new Map<string, Promise<Uint8Array | null>>();

  async function fetchAndKeep(number: string): Promise<Uint8Array | null> {
    const stored = await storedCertifier(db, number);
    if (stored) return stored;
    const fetched = await repository.fetch(number);
    if (!fetched) return null;
    await db
      .insert(satCertifierCertificates)
      .values({ number, certificate: toBase64(fetched), source: 'sat' })
      .onConflictDoNothing();
    return fetched;
  }

  return {
    status: (certificate, issuer) => ocsp.status(certificate, issuer),
    certifierCertificate(number) {
      if (!isCertificateNumber(number)) return storedCertifier(db, number);
      let pending = inFlight.get(number);
      if (!pending) {
        pending = fetchAndKeep(number).finally(() => inFlight.delete(number));
        inFlight.set(number, pending);
      }
      return pending;
    },
  };
}
