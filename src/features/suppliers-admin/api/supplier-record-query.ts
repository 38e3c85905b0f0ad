/** api/Supplier 21: one supplier or lessor with its lists, for the view and the edit dialog. */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { SupplierRecordResponse } from '../../../protocol/supplier-admin';
import { callApi } from '../../../lib/api-client';

export const supplierRecordKey = (id: number) => ['suppliersAdmin', 'record', id] as const;

export function supplierRecordQueryOptions(id: number) {
  return queryOptions({
    queryKey: supplierRecordKey(id),
    queryFn: ({ signal }) =>
      callApi(
        'Supplier',
        ActionId.View,
        { Supplier: { Id: id } },
        { schema: SupplierRecordResponse, signal },
      ),
    staleTime: 0,
  });
}
