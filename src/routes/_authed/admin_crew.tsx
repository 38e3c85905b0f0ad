import { createFileRoute } from '@tanstack/react-router';
import { crewListQueryOptions, FIRST_LIST } from '../../features/crews-admin/api/crew-api';
import { CrewsPage } from '../../features/crews-admin/components/crews-page';
import { loadWhenOnline } from '../-load-within';

/** Crews (spec 3 §2.5); the guard admits it with the AdminCrews module. */
export const Route = createFileRoute('/_authed/admin_crew')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(crewListQueryOptions(FIRST_LIST))]),
  component: CrewsPage,
});
