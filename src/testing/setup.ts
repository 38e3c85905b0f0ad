/** Client test setup: IndexedDB in memory (fake-indexeddb), i18n initialised, clean storage. */
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { initI18n } from '../app/i18n';
import { resources } from '../app/locale-resources';

initI18n(resources);

afterEach(() => {
  localStorage.clear();
});
