import { createFileRoute } from '@tanstack/react-router';
import {
  FIRST_SUPPLIER_LIST,
  supplierListQueryOptions,
} from '../../features/suppliers-admin/api/supplier-list-query';
import { SuppliersPage } from '../../features/suppliers-admin/components/suppliers-page';
import { loadWhenOnline } from '../-load-within';

/** Supplier and lessor administration (spec 2 §2 screens 11-14); the guard admits /add_suppliers. */
export const Route = createFileRoute('/_authed/add_suppliers')({
  // The loader's code (the list's query) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  // The page it opens on; it needs the server (its reads are not kept on the device).
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [
      queryClient.ensureQueryData(supplierListQueryOptions(FIRST_SUPPLIER_LIST)),
    ]),
  component: SuppliersPage,
});
