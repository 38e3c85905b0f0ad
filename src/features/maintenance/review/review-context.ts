/** What the rows of an order detail need to show and edit their review, handed down by context. */
import { createContext, useContext } from 'react';
import type {
  OrderEditSummary,
  OrderReviewStatusCode,
  PageMode,
  Side,
  SideValues,
} from '../../../domain/maintenance';
import type { OrderReviewModel, ReviewRowView } from './order-review';

/**
 * 'full': the device has no room left; what was stored before stays. 'queued': the order action
 * is in the outbox; 'sent': the server acknowledged it; 'attention': the server refused it or
 * found a conflict (the sync panel shows why).
 */
export type SaveState =
  'idle' | 'saving' | 'saved' | 'queued' | 'sent' | 'attention' | 'failed' | 'full';

export interface OrderReviewContextValue {
  /** The side the user edits on this page, or null (read-only). */
  side: Side | null;
  isLessor: boolean;
  mode: PageMode;
  orderStatus: OrderReviewStatusCode | null;
  model: OrderReviewModel;
  summary: OrderEditSummary | null;
  saveState: SaveState;
  /** Saves one row's draft; resolves once it is durable on the device. */
  editRow: (row: ReviewRowView, values: SideValues<Side>) => Promise<void>;
  /** A change is being typed and not yet written: the UI must not say "saved". */
  markPending: () => void;
  /**
   * Registers how a row writes what is still being typed (a comment within its save delay). The
   * order action calls every one first, then waits for the writes, so a comment typed just before
   * "Actualizar orden" goes with the order. Answers the unregistration.
   */
  registerPendingWrite: (write: () => void) => () => void;
}

export const OrderReviewContext = createContext<OrderReviewContextValue | null>(null);

export function useOrderReviewContext(): OrderReviewContextValue {
  const value = useContext(OrderReviewContext);
  if (!value) throw new Error('OrderReviewContext missing');
  return value;
}
