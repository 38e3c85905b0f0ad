/**
 * Every namespace of both languages, bundled: for unit tests and the locale checks only. The app
 * itself bundles the Spanish sign-in texts and loads the others on demand (see i18n.ts).
 */
import enAccessRequests from '../../locales/en/access-requests.json';
import enAccount from '../../locales/en/account.json';
import enCommon from '../../locales/en/common.json';
import enCustomers from '../../locales/en/customers.json';
import enErrors from '../../locales/en/errors.json';
import enHelp from '../../locales/en/help.json';
import enInvoicePanel from '../../locales/en/invoice-panel.json';
import enInvoicing from '../../locales/en/invoicing.json';
import enLogin from '../../locales/en/login.json';
import enMaintenance from '../../locales/en/maintenance.json';
import enMenu from '../../locales/en/menu.json';
import enPayments from '../../locales/en/payments.json';
import enPages from '../../locales/en/pages.json';
import enSupplierInvoicing from '../../locales/en/supplier-invoicing.json';
import enSuppliersAdmin from '../../locales/en/suppliers-admin.json';
import enSatAlerts from '../../locales/en/sat-alerts.json';
import enOperations from '../../locales/en/operations.json';
import enStatementsAdmin from '../../locales/en/statements-admin.json';
import enSiteMedia from '../../locales/en/site-media.json';
import enCrewsAdmin from '../../locales/en/crews-admin.json';
import enCatalogues from '../../locales/en/catalogues.json';
import enCompanyConfig from '../../locales/en/company-config.json';
import enUsers from '../../locales/en/users.json';
import esAccessRequests from '../../locales/es/access-requests.json';
import esAccount from '../../locales/es/account.json';
import esCustomers from '../../locales/es/customers.json';
import esHelp from '../../locales/es/help.json';
import esInvoicePanel from '../../locales/es/invoice-panel.json';
import esInvoicing from '../../locales/es/invoicing.json';
import esPayments from '../../locales/es/payments.json';
import esMaintenance from '../../locales/es/maintenance.json';
import esMenu from '../../locales/es/menu.json';
import esSupplierInvoicing from '../../locales/es/supplier-invoicing.json';
import esSuppliersAdmin from '../../locales/es/suppliers-admin.json';
import esSatAlerts from '../../locales/es/sat-alerts.json';
import esOperations from '../../locales/es/operations.json';
import esStatementsAdmin from '../../locales/es/statements-admin.json';
import esSiteMedia from '../../locales/es/site-media.json';
import esCrewsAdmin from '../../locales/es/crews-admin.json';
import esCatalogues from '../../locales/es/catalogues.json';
import esCompanyConfig from '../../locales/es/company-config.json';
import esUsers from '../../locales/es/users.json';
import { messagesIn } from '../protocol/messages';
import { signInResources } from './i18n';

export const resources = {
  es: {
    ...signInResources.es,
    menu: esMenu,
    maintenance: esMaintenance,
    account: esAccount,
    users: esUsers,
    help: esHelp,
    invoicePanel: esInvoicePanel,
    invoicing: esInvoicing,
    supplierInvoicing: esSupplierInvoicing,
    suppliersAdmin: esSuppliersAdmin,
    satAlerts: esSatAlerts,
    accessRequests: esAccessRequests,
    operations: esOperations,
    statementsAdmin: esStatementsAdmin,
    siteMedia: esSiteMedia,
    crewsAdmin: esCrewsAdmin,
    catalogues: esCatalogues,
    companyConfig: esCompanyConfig,
    payments: esPayments,
    customers: esCustomers,
  },
  en: {
    common: enCommon,
    login: enLogin,
    errors: enErrors,
    pages: enPages,
    menu: enMenu,
    maintenance: enMaintenance,
    account: enAccount,
    users: enUsers,
    help: enHelp,
    invoicePanel: enInvoicePanel,
    invoicing: enInvoicing,
    supplierInvoicing: enSupplierInvoicing,
    suppliersAdmin: enSuppliersAdmin,
    satAlerts: enSatAlerts,
    accessRequests: enAccessRequests,
    operations: enOperations,
    statementsAdmin: enStatementsAdmin,
    siteMedia: enSiteMedia,
    crewsAdmin: enCrewsAdmin,
    catalogues: enCatalogues,
    companyConfig: enCompanyConfig,
    payments: enPayments,
    customers: enCustomers,
    messages: messagesIn('en'),
  },
} as const;
