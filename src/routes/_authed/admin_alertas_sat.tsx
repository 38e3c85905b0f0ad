import { createFileRoute } from '@tanstack/react-router';
import { satAlertsQueryOptions } from '../../features/sat-alerts/api/sat-alerts-query';
import { SatAlertsPage } from '../../features/sat-alerts/components/sat-alerts-page';
import { loadWhenOnline } from '../-load-within';

/** The SAT re-check's alerts; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_alertas_sat')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(satAlertsQueryOptions(false))]),
  component: SatAlertsPage,
});
