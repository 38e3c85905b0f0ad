/**
 * The current UI language: persisted in localStorage ('portalpro.lang'), sent as `Language` in
 * every API call, and followed by i18next and <html lang> (wired in src/app/i18n.ts).
 */
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '../protocol/envelope';
import { createStore } from './external-store';
import { LANGUAGE_STORAGE_KEY } from './storage-keys';

export { LANGUAGE_STORAGE_KEY } from './storage-keys';

function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return stored ? toLanguage(stored) : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const languageStore = createStore<Language>(readStoredLanguage());

export function getLanguage(): Language {
  return languageStore.get();
}

export function setLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be full or blocked (private mode): the choice still applies to this visit.
  }
  languageStore.set(language);
}
