/**
 * The embedded ERP's lessor invoicing: contracts, payment periods, invoices and the lessor's account
 * kept in this portal's own database (seeded with demo data). It implements the same InvoicingErp
 * interface a SAP gateway would.
 */
import type { Db } from '../../../../db/client';
import type { InvoicingErp } from '../../invoicing';
import { accountItems, accountingLines, invoiceIdRegistered } from './account';
import { contracts, mtInvoiceContracts, variableMaintenanceContracts } from './contracts';
import { mtInvoice, mtInvoices } from './maintenance-invoices';
import { advancePayments, consolidatedItems, periodDetails, periods } from './periods';
import { registerLessorInvoice, registerMtInvoice } from './register';

export function createEmbeddedInvoicingErp(db: Db): InvoicingErp {
  return {
    contracts: (scope, key, types) => contracts(db, scope, key, types),
    variableMaintenanceContracts: (scope, key) => variableMaintenanceContracts(db, scope, key),
    mtInvoiceContracts: (scope, filter) => mtInvoiceContracts(db, scope, filter),
    periods: (scope, filter, lang) => periods(db, scope, filter, lang),
    periodDetails: (scope, ids, lang) => periodDetails(db, scope, ids, lang),
    consolidatedItems: (scope, ids) => consolidatedItems(db, scope, ids),
    advancePayments: (scope, filter, lang) => advancePayments(db, scope, filter, lang),
    mtInvoices: (scope, filter, lang) => mtInvoices(db, scope, filter, lang),
    mtInvoice: (scope, key, lang) => mtInvoice(db, scope, key, lang),
    accountItems: (scope, filter) => accountItems(db, scope, filter),
    accountingLines: (scope, filter) => accountingLines(db, scope, filter),
    invoiceIdRegistered: (bukrs, uuid) => invoiceIdRegistered(db, bukrs, uuid),
    registerLessorInvoice: (scope, invoice, now, options) =>
      registerLessorInvoice(db, scope, invoice, now, options),
    registerMtInvoice: (scope, invoice, now, options) =>
      registerMtInvoice(db, scope, invoice, now, options),
  };
}
