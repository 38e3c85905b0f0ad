import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../features/operations/components/events-page';
import { auditLogQueryOptions } from '../../features/operations/api/operations-queries';
import { loadWhenOnline } from '../-load-within';

/** The audit log; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_event')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [
      queryClient.ensureQueryData(
        auditLogQueryOptions({ UserId: null, ActionId: null, From: null, To: null, Entity: null }),
      ),
    ]),
  component: EventsPage,
});
