/**
 * The whole demo maintenance data set as rows, from an anchor date (scheduled dates are relative to
 * it) and the photo blobs' hashes. Pure and deterministic: same inputs, same rows.
 */
import { generateOrders, type OrderInsert } from './orders';
import { createRng } from './prng';
import { generateChildren, type OrderChildren } from './review';

export const MAINTENANCE_SEED = 20260301;

export interface MaintenanceData {
  orders: OrderInsert[];
  children: Map<string, OrderChildren>;
}

export function generateMaintenanceData(
  anchor: string,
  photoBlobs: readonly string[],
): MaintenanceData {
  const rng = createRng(MAINTENANCE_SEED);
  const orders = generateOrders(rng, anchor);
  const children = new Map<string, OrderChildren>();
  // Each order draws from its own stream, so changing one order's contents leaves the rest alone.
  for (const order of orders) {
    children.set(
      order.aufnr,
      generateChildren(createRng(Number(order.aufnr) % 2 ** 31), order, photoBlobs),
    );
  }
  return { orders, children };
}
