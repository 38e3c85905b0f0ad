/**
 * The tax authority's certificate services, as the CFDI verification asks them: whether an
 * issuer's seal certificate (CSD) is revoked, and the certificate of the certifier whose seal
 * stamps a CFDI (SelloSAT), which the SAT publishes by its number.
 */

/** A certificate's revocation status, as the authority's responder answers it. */
export type CertificateStatus =
  | { status: 'good' }
  /** `reason`: the CRL reason's name (keyCompromise, superseded, ...), `unspecified` when none. */
  | { status: 'revoked'; revokedAt: Date; reason: string }
  /** The responder does not know the certificate. */
  | { status: 'unknown' };

export interface SatCertificateServices {
  /**
   * Revocation status of an issuer's certificate (DER) issued by `issuer` (the authority's DER),
   * now. Throws SatServiceError when the service cannot answer (timeout, HTTP error, malformed or
   * badly signed response).
   */
  status(certificate: Uint8Array, issuer: Uint8Array): Promise<CertificateStatus>;
  /**
   * A certifier's certificate (DER) by its number (NoCertificadoSAT, 20 digits): from the
   * database, else (soap) fetched from the SAT's repository and kept; null when the SAT has none
   * with that number. Throws SatServiceError when the repository cannot answer.
   */
  certifierCertificate(number: string): Promise<Uint8Array | null>;
}
