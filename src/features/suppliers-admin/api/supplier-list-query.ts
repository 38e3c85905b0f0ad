/**
 * The supplier and lessor table (spec 2 §2 screen 11): api/Supplier 20 with the search type and
 * free text, or the search dialog's filter when one is applied. The server sorts by name and pages.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import {
  DEFAULT_SUPPLIER_PAGE_SIZE,
  SupplierSearchResponse,
  type SupplierPageSize,
  type SupplierSearchFilter,
  type SupplierSearchType,
} from '../../../protocol/supplier-admin';
import { callApi } from '../../../lib/api-client';

export const supplierListKey = ['suppliersAdmin', 'list'] as const;

export interface SupplierListParams {
  searchType: SupplierSearchType;
  /** The free-text filter (name, tax id or code). */
  text: string;
  /** The search dialog's filter, or null when none is applied. */
  search: SupplierSearchFilter | null;
  page: number;
  pageSize: SupplierPageSize;
}

/** What the page lists when it opens (and its route's loader asks for). */
export const FIRST_SUPPLIER_LIST: SupplierListParams = {
  searchType: 'all',
  text: '',
  search: null,
  page: 1,
  pageSize: DEFAULT_SUPPLIER_PAGE_SIZE,
};

export function supplierListQueryOptions(params: SupplierListParams) {
  return queryOptions({
    queryKey: [...supplierListKey, params],
    queryFn: ({ signal }) =>
      callApi(
        'Supplier',
        ActionId.ListFiltered,
        {
          Filter: {
            ...(params.search ?? {}),
            SearchType: params.searchType,
            Text: params.text.trim() === '' ? null : params.text.trim(),
          },
          Page: params.page,
          PageSize: params.pageSize,
        },
        { schema: SupplierSearchResponse, signal },
      ),
    placeholderData: keepPreviousData,
  });
}
