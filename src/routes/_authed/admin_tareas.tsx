import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../../features/operations/components/jobs-page';
import { jobsQueryOptions } from '../../features/operations/api/operations-queries';
import { loadWhenOnline } from '../-load-within';

/** The background jobs, an operations page; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_tareas')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(jobsQueryOptions())]),
  component: JobsPage,
});
