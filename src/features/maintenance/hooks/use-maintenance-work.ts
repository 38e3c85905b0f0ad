/**
 * The counts the home page leads with: the orders waiting for the user on their work page, the
 * count the server answers with the first page of that page's default filter (which, on a review
 * page, is the status whose rows offer "Validar": work-summary.ts), so the home reads 25 rows and a
 * count however many orders there are; and the orders kept on this device.
 */
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { orderPageQueryOptions } from '../api/order-list-query';
import { initialFilterValues, listFilter } from '../lib/list-filter';
import { pageReviewSide } from '../lib/page-mode';
import { workPageOf, type WorkPage } from '../lib/work-summary';
import { useOfflineSummaries } from './use-offline-summaries';

export interface MaintenanceWorkInput {
  userId: number;
  role: string;
  accessPath: readonly string[];
  /** The first company of the session: the list's default company. */
  firstCompany: string;
}

export interface MaintenanceWork {
  page: WorkPage;
  /** Orders waiting for the user; null while unknown (loading, or offline with no cached list). */
  count: number | null;
  /** More orders wait than the server counts (ORDER_COUNT_LIMIT): `count` is that limit. */
  countMore: boolean;
  /** Orders kept on this device; null while unknown. */
  kept: number | null;
}

export function useMaintenanceWork({
  userId,
  role,
  accessPath,
  firstCompany,
}: MaintenanceWorkInput): MaintenanceWork | null {
  const today = format(new Date(), 'yyyy-MM-dd');
  const { isLessor } = pageReviewSide('review', role);
  const page = workPageOf(accessPath, isLessor);
  const mode = page?.mode ?? 'consult';
  const filter = listFilter(
    mode,
    initialFilterValues(mode, page?.search ?? {}, today, firstCompany),
    today,
  );
  const first = useQuery({ ...orderPageQueryOptions(filter, 25, 1), enabled: page !== null });
  const kept = useOfflineSummaries(userId);
  if (!page) return null;
  return {
    page,
    count: first.data ? first.data.Total : null,
    countMore: first.data?.TotalMore ?? false,
    kept: kept.data ? Object.keys(kept.data).length : null,
  };
}
