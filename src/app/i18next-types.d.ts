/**
 * Typed translation keys: i18next checks every `t('ns:key')` against the Spanish texts (the
 * default and fallback language; src/app/locales.test.ts keeps English's keys the same), so a
 * missing or misspelt key fails the type check.
 */
import 'i18next';
import type { resources } from './locale-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['es'];
  }
}
