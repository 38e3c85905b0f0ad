/**
 * Whether an invoice id is already registered (InvoiceValidateID, the `sat.duplicateId` check):
 * registered with the company in the ERP by any lessor (an invoice is unique per company and
 * UUID), or recorded by the tax-authority adapter for this supplier or lessor. The send calls
 * judge their CFDIs with the same answer through withRegisteredInvoices.
 */
import type { DuplicateAnswer } from '../../../../src/domain/cfdi/checks/sat';
import type { InvoicingErp } from '../../adapters/erp/invoicing';
import type { SatAdapter } from '../../adapters/sat';

export async function invoiceIdAnswer(
  sat: SatAdapter,
  invoicing: InvoicingErp,
  bukrs: string,
  lifnr: string,
  id: string,
): Promise<DuplicateAnswer> {
  if (await invoicing.invoiceIdRegistered(bukrs, id)) return { Message: null, EXISTE_ID: true };
  return sat.isDuplicate(bukrs, lifnr, id);
}

/** The SAT adapter whose duplicate check also knows the ERP's registered invoices. */
export function withRegisteredInvoices(sat: SatAdapter, invoicing: InvoicingErp): SatAdapter {
  return {
    ...sat,
    isDuplicate: (bukrs, lifnr, uuid) => invoiceIdAnswer(sat, invoicing, bukrs, lifnr, uuid),
  };
}
