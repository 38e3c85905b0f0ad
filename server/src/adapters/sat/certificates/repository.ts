/**
 * The client of the SAT's public certificate repository, where every certificate the SAT issued
 * (the certifiers' among them) is published by its number: the 20 digits split into folders of
 * 6, 6, 2, 2 and 2 digits, then the file `<number>.cer` (DER).
 */
import { SatServiceError } from '../service-error';
import { exchange } from './http';
import { readCertificate } from './x509';

/** The repository's base (SAT_CERTIFICATES_URL). */
export const SAT_CERTIFICATES_URL = 'https://rdc.sat.gob.mx/rccf';
/** A certificate is 1-2 kB; a file far larger is not one. */
const MAX_CERTIFICATE_BYTES = 64 * 1024;

/** Whether a text has the shape of a SAT certificate number: 20 digits. */
export const isCertificateNumber = (number: string): boolean => /^\d{20}$/.test(number);

/**
 * The file's path under the repository's base:
 * 00001000000708361114 → 000010/000007/08/36/11/00001000000708361114.cer
 */
export function certificatePath(number: string): string {
  if (!isCertificateNumber(number))
    throw new RangeError(`a certificate number has 20 digits: ${number}`);
  const folders = [number.slice(0, 6), number.slice(6, 12)];
  for (let at = 12; at < 18; at += 2) folders.push(number.slice(at, at + 2));
  return `${folders.join('/')}/${number}.cer`;
}

export interface RepositoryOptions {
  url: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export function createCertificateRepository(opts: RepositoryOptions) {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const base = opts.url.replace(/\/+$/, '');
  return {
    /**
     * The certificate (DER) with this number, or null when the repository has none (404; a
     * number that is not 20 digits names no certificate and is not asked). The file must be an
     * X.509 certificate whose serial is that number, else SatServiceError: a wrong file is not
     * the certificate. Timeouts and other HTTP answers are SatServiceError too.
     */
    async fetch(number: string): Promise<Uint8Array<ArrayBuffer> | null> {
      if (!isCertificateNumber(number)) return null;
      const answer = await exchange({
        url: `${base}/${certificatePath(number)}`,
        init: { method: 'GET', headers: { Accept: 'application/pkix-cert, */*' } },
        timeoutMs: opts.timeoutMs,
        maxBytes: MAX_CERTIFICATE_BYTES,
        fetchImpl,
        skipBodyOn: [404],
      });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new SatServiceError('http', `HTTP ${answer.status}`);
      const certificate = readCertificate(answer.body);
      if (!certificate)
        throw new SatServiceError('malformed', `file of ${number} is not an X.509 certificate`);
      if (certificate.number !== number)
        throw new SatServiceError(
          'malformed',
          `file of ${number} holds the certificate ${certificate.number}`,
        );
      return certificate.der;
    },
  };
}
