import { createFileRoute } from '@tanstack/react-router';
import { CATALOGUES, catalogueQueryOptions } from '../../features/catalogues/api/catalogues-query';
import { CataloguesPage } from '../../features/catalogues/components/catalogues-page';
import { loadWhenOnline } from '../-load-within';

/** Productos (spec 3 §7.7): the invoicing catalogues, read-only, under the AdminSystem module. */
export const Route = createFileRoute('/_authed/product')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() =>
      CATALOGUES.map((n) => queryClient.ensureQueryData(catalogueQueryOptions(n))),
    ),
  component: CataloguesPage,
});
