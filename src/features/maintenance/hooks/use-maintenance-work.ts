/**
 * The counts the home page leads with: the orders waiting for the user on their work page, read
 * with that page's default filter as the whole list (reportOrders without a page size, so the
 * number counts every order the page would show, not one page of them), and the orders kept on
 * this device.
 */
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { rowActions } from '../../../domain/maintenance';
import { orderListQueryOptions } from '../api/order-list-query';
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
  const list = useQuery({ ...orderListQueryOptions(filter), enabled: page !== null });
  const kept = useOfflineSummaries(userId);
  if (!page) return null;
  const count = list.data
    ? page.reviewStatus
      ? list.data.filter((row) =>
          rowActions({ status: row.STATUS, isLessor, mode }).includes('validate'),
        ).length
      : list.data.length
    : null;
  return { page, count, kept: kept.data ? Object.keys(kept.data).length : null };
}
