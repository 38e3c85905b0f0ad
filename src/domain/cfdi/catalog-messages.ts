/** Texts of the SAT catalogue checks (Spanish and English). */
export const CATALOG_MESSAGES = {} as const;
