/**
 * i18next with the locales/<lang>/<namespace>.json resources; Spanish is the default and the
 * fallback. The language follows src/lib/language.ts (persisted, sent with every API call).
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccount from '../../locales/en/account.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enHelp from '../../locales/en/help.json';
import enLogin from '../../locales/en/login.json';
import enMaintenance from '../../locales/en/maintenance.json';
import enMenu from '../../locales/en/menu.json';
import enPages from '../../locales/en/pages.json';
import enUsers from '../../locales/en/users.json';
import esAccount from '../../locales/es/account.json';
import esCommon from '../../locales/es/common.json';
import esErrors from '../../locales/es/errors.json';
import esHelp from '../../locales/es/help.json';
import esLogin from '../../locales/es/login.json';
import esMaintenance from '../../locales/es/maintenance.json';
import esMenu from '../../locales/es/menu.json';
import esPages from '../../locales/es/pages.json';
import esUsers from '../../locales/es/users.json';
import { DEFAULT_LANGUAGE } from '../protocol/envelope';
import { getLanguage, languageStore } from '../lib/language';

export const NAMESPACES = [
  'common',
  'login',
  'menu',
  'errors',
  'pages',
  'maintenance',
  'account',
  'users',
  'help',
] as const;

export const resources = {
  es: {
    common: esCommon,
    login: esLogin,
    menu: esMenu,
    errors: esErrors,
    pages: esPages,
    maintenance: esMaintenance,
    account: esAccount,
    users: esUsers,
    help: esHelp,
  },
  en: {
    common: enCommon,
    login: enLogin,
    menu: enMenu,
    errors: enErrors,
    pages: enPages,
    maintenance: enMaintenance,
    account: enAccount,
    users: enUsers,
    help: enHelp,
  },
} as const;

function followDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Initialises the shared i18next instance once; safe to call again. */
export function initI18n(): typeof i18next {
  if (i18next.isInitialized) return i18next;
  const language = getLanguage();
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['es', 'en'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
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
