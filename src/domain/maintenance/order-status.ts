/**
 * Order status codes and their meanings, the status filter of each page, order types and the
 * revert rules of spec 3 §4.4.
 */
import type { MessageLanguage } from './messages';
import type { OrderStatusCode, OrderTypeCode, PageMode, ReviewStatusCode } from './types';
import { ORDER_STATUS_CODES } from './types';

export const ORDER_STATUS_LABELS: Record<OrderStatusCode, Record<MessageLanguage, string>> = {
  '01': { es: 'Confirmado', en: 'Confirmed' },
  '02': { es: 'Asignado', en: 'Assigned' },
  '03': { es: 'Ejecutado', en: 'Executed' },
  '04': { es: 'Rechazado por proveedor', en: 'Rejected by supplier' },
  '05': { es: 'Validado por proveedor', en: 'Validated by supplier' },
  '06': { es: 'Rechazado por operador', en: 'Rejected by the operator' },
  '07': { es: 'Validado por operador', en: 'Validated by the operator' },
};

export const ORDER_TYPE_LABELS: Record<OrderTypeCode, Record<MessageLanguage, string>> = {
  TS01: { es: 'Mantenimiento preventivo', en: 'Preventive maintenance' },
  TS02: { es: 'Mantenimiento correctivo', en: 'Corrective maintenance' },
  TS03: { es: 'Mantenimiento mayor', en: 'Major maintenance' },
};

export function orderStatusLabel(status: OrderStatusCode, lang: MessageLanguage = 'es'): string {
  return ORDER_STATUS_LABELS[status][lang];
}

/**
 * The statuses the status selector offers on a page: the consult page leaves out 01, the revert
 * page offers only 06 and 07 (what an operator decided), the review pages every status.
 */
export function statusFilterOptions(mode: PageMode): OrderStatusCode[] {
  if (mode === 'consult') return ORDER_STATUS_CODES.filter((s) => s !== '01');
  if (mode === 'revert') return ['06', '07'];
  return [...ORDER_STATUS_CODES];
}

/** The region selector shows only on the consult, revert and operator pages (spec 3 §2.3). */
export function showsRegionSelector(mode: PageMode): boolean {
  return mode !== 'review';
}

/** The order status a revert returns the order to. */
export const REVERTED_ORDER_STATUS = 'VAPR';

/** The review status a revert writes: RETL for an order at 06, VATL otherwise. */
export function revertReviewStatus(status: OrderStatusCode): ReviewStatusCode {
  return status === '06' ? 'RETL' : 'VATL';
}

/** The revert button stays disabled until a comment other than spaces is typed. */
export function canRevert(comment: string): boolean {
  return comment.trim() !== '';
}

export type RevertPlan =
  | {
      ok: true;
      reviewStatus: ReviewStatusCode;
      nextOrderStatus: typeof REVERTED_ORDER_STATUS;
      comment: string;
    }
  | { ok: false; error: 'fieldRequired' | 'notRevertible' };

/**
 * Everything a revert does, for the page and the server alike. Only orders the revert page lists
 * (06 and 07) are revertible; the comment is sent trimmed.
 */
export function planRevert(status: OrderStatusCode, comment: string): RevertPlan {
  if (!statusFilterOptions('revert').includes(status)) return { ok: false, error: 'notRevertible' };
  if (!canRevert(comment)) return { ok: false, error: 'fieldRequired' };
  return {
    ok: true,
    reviewStatus: revertReviewStatus(status),
    nextOrderStatus: REVERTED_ORDER_STATUS,
    comment: comment.trim(),
  };
}
