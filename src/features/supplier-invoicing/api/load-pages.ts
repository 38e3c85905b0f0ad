/**
 * What the supplier pages' loaders ask for before the page renders: the purchase-order types of
 * their order-type selectors (the receipts and orders come with the supplier's own search).
 */
import type { QueryClient } from '@tanstack/react-query';
import { purchaseOrderTypesQueryOptions } from './receipts-query';

export function loadSupplierPage(queryClient: QueryClient): Promise<unknown>[] {
  return [queryClient.ensureQueryData(purchaseOrderTypesQueryOptions())];
}
