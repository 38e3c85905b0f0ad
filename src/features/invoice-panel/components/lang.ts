/** The messages' language of the UI language (the CFDI engine and the rules speak es and en). */
export const langOf = (language: string): 'es' | 'en' => (language.startsWith('en') ? 'en' : 'es');
