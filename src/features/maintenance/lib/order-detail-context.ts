/** The order on screen and whose copy it is, handed down to its rows (photos, attachments). */
import { createContext, useContext } from 'react';
import type { OrderDetails } from '../../../protocol/maintenance';

export interface OrderDetailContextValue {
  /** Session.User.Id: drafts and offline copies are kept per user. */
  userId: number;
  details: OrderDetails;
}

export const OrderDetailContext = createContext<OrderDetailContextValue | null>(null);

/** The order on screen, or null outside an order detail. */
export function useOrderDetailContext(): OrderDetailContextValue | null {
  return useContext(OrderDetailContext);
}
