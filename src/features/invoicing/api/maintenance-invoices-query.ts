/**
 * Variable maintenance reads (spec 2 §7): ContractMT (the lessor's invoices, by contract, invoice
 * dates and status) and InvoiceDetailMT (one invoice with its posting data).
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { ContractMTResponse, InvoiceDetailMTResponse } from '../../../protocol/invoicing';

export interface MaintenanceFilter {
  bukrs: string;
  lifnr: string;
  recnnr: string;
  status: '00' | '01' | '02' | '03' | '04';
  /** Invoice dates YYYYMMDD or ''. */
  from: string;
  to: string;
}

export function maintenanceInvoicesQueryOptions(filter: MaintenanceFilter) {
  return queryOptions({
    queryKey: ['invoicing', 'mtInvoices', filter],
    queryFn: ({ signal }) =>
      callApi(
        'ContractMT',
        ActionId.View,
        {
          bukrs: filter.bukrs,
          partner: filter.lifnr,
          recnnr: filter.recnnr,
          bldat_i: filter.from,
          bldat_e: filter.to,
          status: filter.status,
        },
        { schema: ContractMTResponse, signal },
      ),
    select: (answer) => answer.List,
  });
}

export interface InvoiceKey {
  bukrs: string;
  lifnr: string;
  belnr: string;
  gjahr: string;
}

export function maintenanceInvoiceDetailQueryOptions(key: InvoiceKey) {
  return queryOptions({
    queryKey: ['invoicing', 'mtInvoice', key],
    queryFn: ({ signal }) =>
      callApi(
        'InvoiceDetailMT',
        ActionId.View,
        { ...key },
        { schema: InvoiceDetailMTResponse, signal },
      ),
  });
}
