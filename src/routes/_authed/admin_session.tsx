import { createFileRoute } from '@tanstack/react-router';
import { SessionsPage } from '../../features/operations/components/sessions-page';
import { activeSessionsQueryOptions } from '../../features/operations/api/operations-queries';
import { loadWhenOnline } from '../-load-within';

/** The live sessions; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_session')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(activeSessionsQueryOptions())]),
  component: SessionsPage,
});
