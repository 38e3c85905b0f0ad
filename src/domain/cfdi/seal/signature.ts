/**
 * Verifies the issuer's Sello over the cadena original with the certificate's public key, through
 * WebCrypto in the browser and on the server alike.
 */
import { publicKey, type IssuerCertificate, type SealHash } from './certificate';

/**
 * CFDI 3.3 and 4.0 seal with RSA-SHA256; SHA-1 is tried second, for documents sealed the older
 * way, so that a seal is judged by what it proves (the text was not altered) and not by its age.
 */
const HASHES: readonly SealHash[] = ['SHA-256', 'SHA-1'];

/** The hash the seal verifies with, or null when it verifies with none (altered or not its seal). */
export async function verifySignature(
  certificate: IssuerCertificate,
  cadena: string,
  sello: Uint8Array<ArrayBuffer>,
): Promise<SealHash | null> {
  const data = new TextEncoder().encode(cadena);
  for (const hash of HASHES) {
    // Not awaited when already imported: the verification starts before this function returns.
    const imported = publicKey(certificate, hash);
    const key = imported instanceof Promise ? await imported : imported;
    if (await crypto.subtle.verify('RSASSA-PKCS1-v1_5', key, sello, data)) return hash;
  }
  return null;
}
