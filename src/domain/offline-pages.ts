/**
 * Which users work offline: those allowed on a maintenance orders page (spec 3 §2.1), where
 * orders are taken offline and reviewed with no network. Everyone else has nothing to sync.
 */

/** Every maintenance orders page starts with this path (lessor, operator, consult, revert). */
const MAINTENANCE_ORDERS_PATH = '/mantenimiento_ordenes_mantenimiento';

/** True when the session's allowed paths include a page that works offline. */
export function hasOfflinePages(accessPath: readonly string[]): boolean {
  return accessPath.some(
    (path) => path === MAINTENANCE_ORDERS_PATH || path.startsWith(`${MAINTENANCE_ORDERS_PATH}_`),
  );
}
