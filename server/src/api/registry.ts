/**
 * The one route table of api/<name>: every resource and ActionId with its request schema, access
 * rule and handler. The authorization test enumerates API_ROUTE_TABLE; add new resources here.
 */
import { clientRoutes } from '../modules/client/routes';
import { fileRoutes } from '../modules/maintenance/file-routes';
import { orderRoutes } from '../modules/maintenance/order-routes';
import { reviewRoutes } from '../modules/maintenance/review-routes';
import { orderWriteRoutes } from '../modules/maintenance/write-routes';
import { profileRoutes } from '../modules/profile/routes';
import { sessionRoutes } from '../modules/session/routes';
import { siteRoutes } from '../modules/site/routes';
import type { Access, ApiRoute } from './types';

export const API_ROUTES: readonly ApiRoute[] = [
  ...sessionRoutes,
  ...siteRoutes,
  ...clientRoutes,
  ...profileRoutes,
  ...orderRoutes,
  ...reviewRoutes,
  ...orderWriteRoutes,
  ...fileRoutes,
];

/** The public summary of the table: what exists and who may call it. */
export const API_ROUTE_TABLE: readonly { name: string; actionId: number; access: Access }[] =
  API_ROUTES.map(({ name, actionId, access }) => ({ name, actionId, access }));

const byName = new Map<string, Map<number, ApiRoute>>();
for (const route of API_ROUTES) {
  const key = route.name.toLowerCase();
  const actions = byName.get(key) ?? new Map<number, ApiRoute>();
  if (actions.has(route.actionId)) {
    throw new Error(`duplicate API route ${route.name} ${route.actionId}`);
  }
  actions.set(route.actionId, route);
  byName.set(key, actions);
}

/** The ActionIds of a resource (names match case-insensitively), or undefined when unknown. */
export function routesOf(name: string): ReadonlyMap<number, ApiRoute> | undefined {
  return byName.get(name.toLowerCase());
}
