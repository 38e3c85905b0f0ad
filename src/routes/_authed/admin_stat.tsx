import { createFileRoute } from '@tanstack/react-router';
import { StatsPage } from '../../features/operations/components/stats-page';

/** The daily statistics; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_stat')({
  codeSplitGroupings: [['loader', 'component']],
  component: StatsPage,
});
