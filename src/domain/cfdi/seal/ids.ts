/** The `seal` group's checks, in order: known without loading the seal code itself. */
export const SEAL_IDS = [
  'seal.certificate',
  'seal.certificateRfc',
  'seal.certificateDates',
  'seal.signature',
  'seal.chain',
  'seal.csd',
  'seal.certificateName',
  'seal.revocation',
  'seal.stamp',
  'seal.stampCertifier',
] as const;

/**
 * What the seal checks learnt that the server needs next: the issuer's certificate and the trusted
 * authority that issued it (both DER, base64), to ask whether the certificate was revoked; and the
 * certifier whose stamp seal was verified (from its certificate), the only one whose stamps may
 * skip the reception check.
 */
export interface SealFacts {
  readonly certificate: string | null;
  /** The issuer certificate's number (its serial), for messages. */
  readonly certificateNumber: string | null;
  readonly authority: string | null;
  readonly verifiedCertifierRfc: string | null;
}
