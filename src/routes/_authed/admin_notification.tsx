import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/operations/components/outbox-page';
import { outboxQueryOptions } from '../../features/operations/api/operations-queries';
import { loadWhenOnline } from '../-load-within';

/** An operations page; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_notification')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [
      queryClient.ensureQueryData(
        outboxQueryOptions({ Channel: null, Status: null, From: null, To: null }),
      ),
    ]),
  component: OutboxPage,
});
