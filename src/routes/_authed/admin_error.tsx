import { createFileRoute } from '@tanstack/react-router';
import { ErrorsPage } from '../../features/operations/components/errors-page';
import { serverErrorsQueryOptions } from '../../features/operations/api/operations-queries';
import { loadWhenOnline } from '../-load-within';

/** An operations page; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_error')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [
      queryClient.ensureQueryData(serverErrorsQueryOptions({ From: null, To: null, Text: null })),
    ]),
  component: ErrorsPage,
});
