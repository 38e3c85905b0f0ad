/** Texts of the certificate-chain, revocation and stamp-seal checks (Spanish and English). */
export const TRUST_MESSAGES = {} as const;
