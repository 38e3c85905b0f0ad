/**
 * The SAT alerts: SatAlerts 20 (all, or only those not acknowledged) and SatAlerts 31,
 * which acknowledges one and resolves with the server's message; SatRecheck 11, one re-check
 * pass now.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import {
  SatAlertAcknowledgeResponse,
  SatAlertsResponse,
  SatRecheckResponse,
} from '../../../protocol/sat-watch';

export function satAlertsQueryOptions(pendingOnly: boolean) {
  return queryOptions({
    queryKey: ['sat-alerts', { pendingOnly }],
    queryFn: ({ signal }) =>
      callApi(
        'SatAlerts',
        ActionId.ListFiltered,
        { Filter: { Pending: pendingOnly } },
        { schema: SatAlertsResponse, signal },
      ),
  });
}

export async function acknowledgeSatAlert(id: number): Promise<string | null> {
  const answer = await callApi(
    'SatAlerts',
    ActionId.Update,
    { Id: id },
    { schema: SatAlertAcknowledgeResponse },
  );
  return answer.Message;
}

/** Runs one re-check pass now; resolves with what it asked and found. */
export async function recheckNow() {
  const answer = await callApi('SatRecheck', ActionId.Insert, {}, { schema: SatRecheckResponse });
  return answer.Summary;
}
