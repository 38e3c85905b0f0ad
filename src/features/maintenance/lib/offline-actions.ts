/**
 * Which row actions still work while the device has no connection. Crew assignment, date
 * reassignment and revert write straight to the ERP, so they need the network. Consult, validate
 * and attach work from the device's copy of an order, so they need the order to be kept offline.
 */
import type { RowAction } from '../../../domain/maintenance';

/** Why an action cannot be used now. */
export type ActionBlock = 'needsConnection' | 'notOnDevice';

const ONLINE_ONLY: ReadonlySet<RowAction> = new Set(['assignCrew', 'reassignDate', 'revert']);

export interface ActionContext {
  online: boolean;
  /** The order has a copy on this device. */
  onDevice: boolean;
}

/** null when the action can be used now. */
export function actionBlock(
  action: RowAction,
  { online, onDevice }: ActionContext,
): ActionBlock | null {
  if (online) return null;
  if (ONLINE_ONLY.has(action)) return 'needsConnection';
  return onDevice ? null : 'notOnDevice';
}
