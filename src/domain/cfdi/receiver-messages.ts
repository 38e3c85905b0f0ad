/** Texts of the receiver's fiscal data checks and of booking from the CFDI (Spanish and English). */
export const RECEIVER_MESSAGES = {} as const;
