/**
 * The catalogue lists of spec 3 §7.7 (api/PurchaseorderType, InvoiceType, InvoiceStatus,
 * InvoiceOption, WithHoldingTaxOption): ActionId 20 with no filter answers every entry, active or
 * not, for the administrators' read-only Productos page.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { CatalogueResponse, PurchaseOrderTypeResponse } from '../../../protocol/supplier-invoicing';

export const CATALOGUES = [
  'PurchaseorderType',
  'InvoiceType',
  'InvoiceStatus',
  'InvoiceOption',
  'WithHoldingTaxOption',
] as const;
export type CatalogueName = (typeof CATALOGUES)[number];

/** One entry as the page shows it; only purchase-order types have a code. */
export interface CatalogueRow {
  Id: number;
  Code: string | null;
  Name: string;
  Active: boolean;
}

export const catalogueQueryOptions = (name: CatalogueName) =>
  queryOptions({
    queryKey: ['catalogues', name],
    queryFn: async ({ signal }): Promise<CatalogueRow[]> => {
      if (name === 'PurchaseorderType') {
        const answer = await callApi(
          name,
          ActionId.ListFiltered,
          {},
          {
            schema: PurchaseOrderTypeResponse,
            signal,
          },
        );
        return answer.List.map((r) => ({ Id: r.Id, Code: r.Code, Name: r.Name, Active: r.Active }));
      }
      const answer = await callApi(
        name,
        ActionId.ListFiltered,
        {},
        {
          schema: CatalogueResponse,
          signal,
        },
      );
      return answer.List.map((r) => ({ Id: r.Id, Code: null, Name: r.Name, Active: r.Active }));
    },
  });
