/**
 * What the home page leads with for a user with maintenance pages: the page where their work is
 * (lessor review, else operator review, else consult, from the allowed paths of spec 3 §2.1) and
 * the search that finds it. On a review page the work is the orders whose row offers "Validar"
 * (spec 3 §4.5: status 03 for the lessor, 05 for the operator); on the consult page, the orders of
 * its default month.
 */
import {
  ORDER_STATUS_CODES,
  rowActions,
  type OrderStatusCode,
  type PageMode,
} from '../../../domain/maintenance';
import type { OrdersSearch } from './orders-search';

const BASE = '/mantenimiento_ordenes_mantenimiento';

export interface WorkPage {
  mode: PageMode;
  /** The page's path, as the allowed-path list writes it. */
  path: string;
  /** The search the page opens with to show the work. */
  search: OrdersSearch;
  /** The status whose orders wait for this user's review, on review pages. */
  reviewStatus: OrderStatusCode | null;
}

function modeOfPath(path: string): PageMode | null {
  if (path === BASE) return 'review';
  if (path === `${BASE}_consulta`) return 'consult';
  if (path === `${BASE}_revertir`) return 'revert';
  if (/^\/mantenimiento_ordenes_mantenimiento_[a-z0-9]+$/i.test(path)) return 'operator';
  return null;
}

/** The status the user validates on a page, when exactly one status offers "Validar". */
export function reviewStatusOf(mode: PageMode, isLessor: boolean): OrderStatusCode | null {
  const statuses = ORDER_STATUS_CODES.filter((status) =>
    rowActions({ status, isLessor, mode }).includes('validate'),
  );
  return statuses.length === 1 ? statuses[0]! : null;
}

const PREFERENCE: readonly PageMode[] = ['review', 'operator', 'consult'];

/** The user's maintenance work page, or null when they have none (the revert page alone is not work to lead with). */
export function workPageOf(accessPath: readonly string[], isLessor: boolean): WorkPage | null {
  const pages = accessPath.flatMap((path) => {
    const mode = modeOfPath(path);
    return mode ? [{ mode, path }] : [];
  });
  for (const mode of PREFERENCE) {
    const page = pages.find((p) => p.mode === mode);
    if (!page) continue;
    const reviewStatus = mode === 'consult' ? null : reviewStatusOf(mode, isLessor);
    return { ...page, reviewStatus, search: reviewStatus ? { status: reviewStatus } : {} };
  }
  return null;
}
