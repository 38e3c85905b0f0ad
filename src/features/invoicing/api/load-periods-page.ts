/**
 * What a period page's loader asks for before the page renders: the contracts of the company and
 * lessor the page opens with and, when the tab remembers a search, its periods.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../../protocol/session';
import { rememberedFor } from '../lib/remembered';
import { partnerChoice } from '../lib/partner-choice';
import { PeriodsState, type PeriodsPageConfig } from '../lib/periods-form';
import { contractListQueryOptions } from './contract-list-query';
import { contractsQueryOptions } from './contracts-query';

export function loadPeriodsPage(
  queryClient: QueryClient,
  session: Session | null,
  config: PeriodsPageConfig,
): Promise<unknown>[] {
  if (!session) return [];
  const kept = rememberedFor(session.User.UserName, config.path, PeriodsState);
  const partner = partnerChoice(session, kept?.form);
  const types = config.leasingType ? [config.leasingType] : [];
  const loads: Promise<unknown>[] = [
    queryClient.ensureQueryData(contractsQueryOptions(partner, types)),
  ];
  if (kept?.applied)
    loads.push(queryClient.ensureQueryData(contractListQueryOptions(kept.applied)));
  return loads;
}
