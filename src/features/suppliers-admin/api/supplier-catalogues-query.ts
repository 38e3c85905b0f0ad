/**
 * The supplier form's choices (spec 2 §7 Lists, ActionId 10): companies, purchase-order types,
 * invoice options, statuses, types and withholding options, read once per visit.
 */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import {
  CatalogueResponse,
  PurchaseOrderTypeResponse,
  type CatalogueEntry,
  type PurchaseOrderTypeEntry,
} from '../../../protocol/supplier-invoicing';
import { CompanyListResponse } from '../../../protocol/user-admin';
import { callApi } from '../../../lib/api-client';

export interface SupplierCatalogues {
  companies: { Code: string; Name: string }[];
  orderTypes: PurchaseOrderTypeEntry[];
  options: CatalogueEntry[];
  statuses: CatalogueEntry[];
  types: CatalogueEntry[];
  withholdings: CatalogueEntry[];
}

export function supplierCataloguesQueryOptions() {
  return queryOptions({
    queryKey: ['suppliersAdmin', 'catalogues'],
    queryFn: async ({ signal }): Promise<SupplierCatalogues> => {
      const list = (name: string) =>
        callApi(name, ActionId.ListAll, {}, { schema: CatalogueResponse, signal }).then(
          (a) => a.List,
        );
      const [companies, orderTypes, options, statuses, types, withholdings] = await Promise.all([
        callApi('company', ActionId.ListAll, {}, { schema: CompanyListResponse, signal }),
        callApi(
          'PurchaseorderType',
          ActionId.ListAll,
          {},
          {
            schema: PurchaseOrderTypeResponse,
            signal,
          },
        ),
        list('InvoiceOption'),
        list('InvoiceStatus'),
        list('InvoiceType'),
        list('WithHoldingTaxOption'),
      ]);
      return {
        companies: companies.List.map((c) => ({ Code: c.Code, Name: c.Name })),
        orderTypes: orderTypes.List,
        options,
        statuses,
        types,
        withholdings,
      };
    },
    staleTime: 5 * 60_000,
  });
}
