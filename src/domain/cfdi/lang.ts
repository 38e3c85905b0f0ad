/** The languages the CFDI engine speaks: Spanish (the default) and English. */
export type CfdiLang = 'es' | 'en';
