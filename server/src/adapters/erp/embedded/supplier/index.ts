/**
 * The embedded ERP's supplier invoicing: purchase orders, goods receipts, the withholding master
 * and invoices of receipts kept in this portal's own database (seeded with demo data). It
 * implements the same SupplierErp interface a SAP gateway would.
 */
import type { Db } from '../../../../db/client';
import type { SupplierErp } from '../../supplier';
import { pendingOrders, receipts, receiptsText, vendor, withholdingTypes } from './receipts';
import { registerReceiptInvoice } from './register';

export function createEmbeddedSupplierErp(db: Db): SupplierErp {
  return {
    receipts: (scope, filter) => receipts(db, scope, filter),
    receiptsText: (scope, filter) => receiptsText(db, scope, filter),
    withholdingTypes: () => withholdingTypes(db),
    pendingOrders: (scope, filter) => pendingOrders(db, scope, filter),
    vendor: (lifnr) => vendor(db, lifnr),
    registerReceiptInvoice: (scope, invoice, now, options) =>
      registerReceiptInvoice(db, scope, invoice, now, options),
  };
}
