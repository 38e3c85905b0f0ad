import { createFileRoute } from '@tanstack/react-router';
import { FIRST_LIST, regionListQueryOptions } from '../../features/crews-admin/api/crew-api';
import { RegionsPage } from '../../features/crews-admin/components/regions-page';
import { loadWhenOnline } from '../-load-within';

/** Regions (spec 3 §3.10); the guard admits it with the AdminCrews module, beside the crews. */
export const Route = createFileRoute('/_authed/admin_region')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(regionListQueryOptions(FIRST_LIST))]),
  component: RegionsPage,
});
