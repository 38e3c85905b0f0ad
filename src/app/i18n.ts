/**
 * i18next with the locales/<lang>/<namespace>.json resources; Spanish is the default and the
 * fallback. The language follows src/lib/language.ts (persisted, sent with every API call).
 */
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import esCommon from '../../locales/es/common.json';
import esErrors from '../../locales/es/errors.json';
import esLogin from '../../locales/es/login.json';
import esPages from '../../locales/es/pages.json';
import { DEFAULT_LANGUAGE } from '../protocol/envelope';
import { messagesIn } from '../protocol/messages';
import { INTERPOLATION } from '../lib/interpolation';
import { getLanguage, languageStore } from '../lib/language';

/**
 * What the sign-in, recovery and out-of-service pages show. `messages` is the server's catalogue
 * (src/protocol/messages.ts): a text the server sends and the client also shows lives there only,
 * and the client reads it as `messages:<key>`.
 */
const SIGN_IN_NAMESPACES = ['common', 'login', 'errors', 'pages', 'messages'] as const;
/** The signed-in pages' texts: loaded before the first signed-in page renders (loadAllTexts). */
const LATER_NAMESPACES = [
  'menu',
  'maintenance',
  'account',
  'users',
  'help',
  'invoicing',
  'invoicePanel',
  'supplierInvoicing',
  'suppliersAdmin',
  'satAlerts',
  'accessRequests',
  'crewsAdmin',
  'catalogues',
  'companyConfig',
  'payments',
  'operations',
  'customers',
  'statementsAdmin',
  'siteMedia',
] as const;

export const NAMESPACES = [...SIGN_IN_NAMESPACES, ...LATER_NAMESPACES] as const;

/**
 * The only texts bundled with the entry: the sign-in namespaces of the default (and fallback)
 * language. Everything else is loaded on demand: the English sign-in texts one file each, the
 * signed-in texts one chunk per language (the build groups them: vite.config.ts).
 */
export const signInResources = {
  es: {
    common: esCommon,
    login: esLogin,
    errors: esErrors,
    pages: esPages,
    messages: messagesIn('es'),
  },
} as const;

/** One lazy import per locale file; the service worker keeps their chunks (vite.config.ts). */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/en/*.json',
  '../../locales/es/{menu,maintenance,account,users,help,invoicing}.json',
  '../../locales/es/invoice-panel.json',
  '../../locales/es/supplier-invoicing.json',
  '../../locales/es/suppliers-admin.json',
  '../../locales/es/sat-alerts.json',
  '../../locales/es/access-requests.json',
  '../../locales/es/crews-admin.json',
  '../../locales/es/catalogues.json',
  '../../locales/es/company-config.json',
  '../../locales/es/payments.json',
  '../../locales/es/operations.json',
  '../../locales/es/customers.json',
  '../../locales/es/statements-admin.json',
  '../../locales/es/site-media.json',
]);

/** Namespaces whose file name is not the namespace itself (files are kebab-case). */
const FILE_OF_NAMESPACE: Readonly<Record<string, string>> = {
  invoicePanel: 'invoice-panel',
  supplierInvoicing: 'supplier-invoicing',
  suppliersAdmin: 'suppliers-admin',
  satAlerts: 'sat-alerts',
  accessRequests: 'access-requests',
  statementsAdmin: 'statements-admin',
  siteMedia: 'site-media',
  crewsAdmin: 'crews-admin',
  companyConfig: 'company-config',
};

const lazyLocales: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    if (namespace === 'messages') {
      callback(null, messagesIn(language === 'en' ? 'en' : 'es'));
      return;
    }
    const file = FILE_OF_NAMESPACE[namespace] ?? namespace;
    const load = localeFiles[`../../locales/${language}/${file}.json`];
    if (!load) {
      callback(new Error(`no locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (m) => callback(null, m.default),
      (e: unknown) => callback(e instanceof Error ? e : String(e), false),
    );
  },
};

/**
 * Resolves once the sign-in texts of the chosen language are there: at once in Spanish, after
 * one small chunk in English. The first render waits for it so no text flips language.
 */
export function signInTextsReady(): Promise<void> {
  return i18next.loadNamespaces([...SIGN_IN_NAMESPACES]);
}

/**
 * Loads every namespace of the current language (the signed-in pages and the sync engine's
 * messages use them outside React too); resolves at once when they are there.
 */
export function loadAllTexts(): Promise<void> {
  return loadTexts(...LATER_NAMESPACES);
}

/** Loads the given namespaces of the current language (a public page that needs one more). */
export function loadTexts(...namespaces: (typeof LATER_NAMESPACES)[number][]): Promise<void> {
  return i18next.loadNamespaces(namespaces);
}

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Initialises the shared i18next instance once; safe to call again. `bundled` replaces the lazy
 * loading with resources given up front (unit tests pass every namespace).
 */
export function initI18n(bundled?: Resource): typeof i18next {
  if (i18next.isInitialized) return i18next;
  const language = getLanguage();
  if (!bundled) i18next.use(lazyLocales);
  void i18next.use(initReactI18next).init({
    resources: bundled ?? signInResources,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['es', 'en'],
    ns: bundled ? [...NAMESPACES] : [...SIGN_IN_NAMESPACES],
    defaultNS: 'common',
    interpolation: INTERPOLATION,
    returnNull: false,
    initAsync: false,
  });
  followDocumentLanguage(language);
  languageStore.subscribe(() => {
    const next = languageStore.get();
    void i18next.changeLanguage(next);
    followDocumentLanguage(next);
  });
  return i18next;
}
