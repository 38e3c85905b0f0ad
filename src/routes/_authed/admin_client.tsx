import { createFileRoute } from '@tanstack/react-router';
import { clientListQueryOptions, FIRST_LIST } from '../../features/crews-admin/api/crew-api';
import { ClientsPage } from '../../features/crews-admin/components/clients-page';
import { loadWhenOnline } from '../-load-within';

/**
 * Clients (spec 3 §3.16): the named route AdminClient, which the guard opens to administrators
 * only (spec 1 §2.1); everyone else goes home.
 */
export const Route = createFileRoute('/_authed/admin_client')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(clientListQueryOptions(FIRST_LIST))]),
  component: ClientsPage,
});
