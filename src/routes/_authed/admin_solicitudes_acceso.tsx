import { createFileRoute } from '@tanstack/react-router';
import { accessRequestsQueryOptions } from '../../features/access-requests/api/access-requests-queries';
import { AccessRequestsPage } from '../../features/access-requests/components/access-requests-page';
import { loadWhenOnline } from '../-load-within';

/** The access requests held for review; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_solicitudes_acceso')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(accessRequestsQueryOptions('pending'))]),
  component: AccessRequestsPage,
});
