/**
 * What the lessor pages' loaders ask for before the page renders: the contracts of the company
 * and lessor the page opens with and, when the tab remembers a search (the same state the page
 * reads), that search's answer.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../../protocol/session';
import { ADVANCE_PATH, advanceFilter, AdvanceState } from '../lib/advance-form';
import { MAINTENANCE_PATH, maintenanceFilter, MaintenanceState } from '../lib/maintenance-form';
import { rememberedFor } from '../lib/remembered';
import { statementFilter, statementPath, StatementState } from '../lib/statement-form';
import { statementItemsQueryOptions } from './statement-query';
import { maintenanceInvoicesQueryOptions } from './maintenance-invoices-query';
import { advancePaymentQueryOptions } from './advance-payment-query';
import { CONSOLIDATED_PATH, consolidatedFilter, ConsolidatedState } from '../lib/consolidated-form';
import { partnerChoice } from '../lib/partner-choice';
import { PeriodsState, type PeriodsPageConfig } from '../lib/periods-form';
import { contractListQueryOptions } from './contract-list-query';
import { contractsMTQueryOptions, contractsQueryOptions } from './contracts-query';

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

/** The consolidated page's loader: its contracts and, when remembered, the search's periods. */
export function loadConsolidatedPage(
  queryClient: QueryClient,
  session: Session | null,
): Promise<unknown>[] {
  if (!session) return [];
  const kept = rememberedFor(session.User.UserName, CONSOLIDATED_PATH, ConsolidatedState);
  const partner = partnerChoice(session, kept?.form);
  const loads: Promise<unknown>[] = [
    queryClient.ensureQueryData(contractsQueryOptions(partner, ['A002'])),
  ];
  if (kept?.applied)
    loads.push(
      queryClient.ensureQueryData(contractListQueryOptions(consolidatedFilter(kept.applied))),
    );
  return loads;
}

/** The advance-payment page's loader: its contracts and, when remembered, the search's rows. */
export function loadAdvancePage(
  queryClient: QueryClient,
  session: Session | null,
): Promise<unknown>[] {
  if (!session) return [];
  const kept = rememberedFor(session.User.UserName, ADVANCE_PATH, AdvanceState);
  const partner = partnerChoice(session, kept?.form);
  const loads: Promise<unknown>[] = [
    queryClient.ensureQueryData(contractsQueryOptions(partner, ['A001'])),
  ];
  if (kept?.applied)
    loads.push(
      queryClient.ensureQueryData(advancePaymentQueryOptions(advanceFilter(kept.applied))),
    );
  return loads;
}

/** The variable-maintenance page's loader: its contracts and, when remembered, the invoices. */
export function loadMaintenancePage(
  queryClient: QueryClient,
  session: Session | null,
): Promise<unknown>[] {
  if (!session) return [];
  const kept = rememberedFor(session.User.UserName, MAINTENANCE_PATH, MaintenanceState);
  const partner = partnerChoice(session, kept?.form);
  const loads: Promise<unknown>[] = [queryClient.ensureQueryData(contractsMTQueryOptions(partner))];
  if (kept?.applied)
    loads.push(
      queryClient.ensureQueryData(maintenanceInvoicesQueryOptions(maintenanceFilter(kept.applied))),
    );
  return loads;
}

/** The statement's loader: the remembered search's items, if any (the page needs nothing else). */
export function loadStatementPage(
  queryClient: QueryClient,
  session: Session | null,
  isLessor = true,
): Promise<unknown>[] {
  if (!session) return [];
  const kept = rememberedFor(session.User.UserName, statementPath(isLessor), StatementState);
  return kept?.applied
    ? [
        queryClient.ensureQueryData(
          statementItemsQueryOptions(statementFilter(kept.applied, isLessor)),
        ),
      ]
    : [];
}
