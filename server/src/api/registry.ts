/**
 * The one route table of api/<name>: every resource and ActionId with its request schema, access
 * rule and handler. The authorization test enumerates API_ROUTE_TABLE; add new resources here.
 */
import { accountRoutes } from '../modules/account/routes';
import { clientRoutes } from '../modules/client/routes';
import { clientAdminRoutes } from '../modules/client-admin/routes';
import { companyRoutes } from '../modules/company/routes';
import { customerRoutes } from '../modules/customers/routes';
import { crewAdminRoutes } from '../modules/crew-admin/routes';
import { companyConfigRoutes } from '../modules/company-config/routes';
import { eventRoutes } from '../modules/event/routes';
import { invoicingLargeBodyRoutes, invoicingRoutes } from '../modules/invoicing/routes';
import { uploadRoutes } from '../modules/files/routes';
import { attachmentWriteRoutes } from '../modules/maintenance/attachment-write-routes';
import { fileRoutes } from '../modules/maintenance/file-routes';
import { orderRoutes } from '../modules/maintenance/order-routes';
import { reviewRoutes } from '../modules/maintenance/review-routes';
import { photoWriteRoutes } from '../modules/maintenance/photo-write-routes';
import { orderWriteRoutes } from '../modules/maintenance/write-routes';
import { moduleListRoutes } from '../modules/module-list/routes';
import { jobRoutes } from '../modules/operations/jobs';
import { operationsRoutes } from '../modules/operations/routes';
import { outboxRoutes } from '../modules/outbox/routes';
import { paymentLargeBodyRoutes, paymentRoutes } from '../modules/payments/routes';
import { profileRoutes } from '../modules/profile/routes';
import { roleRoutes } from '../modules/role/routes';
import { satWatchRoutes } from '../modules/sat-watch/routes';
import { sessionRoutes } from '../modules/session/routes';
import { siteRoutes } from '../modules/site/routes';
import { siteMediaRoutes } from '../modules/site-media/routes';
import { notificationAdminRoutes, statementAdminRoutes } from '../modules/statement-admin/routes';
import { supplierAdminRoutes } from '../modules/supplier-admin/routes';
import {
  supplierInvoicingRoutes,
  supplierLargeBodyRoutes,
} from '../modules/supplier-invoicing/routes';
import { userAdminRoutes } from '../modules/user/routes';
import { userListRoutes } from '../modules/user-lists/routes';
import { ActionId } from '../../../src/protocol/envelope';
import { BANNER_MAX_BODY_BYTES, HELP_VIDEO_MAX_BODY_BYTES } from '../../../src/protocol/site-media';
import { STATEMENT_SAVE_MAX_BODY_BYTES } from '../../../src/protocol/statement-admin';
import type { RouteBodyLimit } from '../http/body-limit';
import type { Access, ApiRoute } from './types';

export const API_ROUTES: readonly ApiRoute[] = [
  ...sessionRoutes,
  ...siteRoutes,
  ...clientRoutes,
  ...clientAdminRoutes,
  ...profileRoutes,
  ...accountRoutes,
  ...orderRoutes,
  ...reviewRoutes,
  ...orderWriteRoutes,
  ...fileRoutes,
  ...uploadRoutes,
  ...attachmentWriteRoutes,
  ...photoWriteRoutes,
  ...userAdminRoutes,
  ...roleRoutes,
  ...eventRoutes,
  ...companyRoutes,
  ...userListRoutes,
  ...supplierAdminRoutes,
  ...crewAdminRoutes,
  ...companyConfigRoutes,
  ...moduleListRoutes,
  ...outboxRoutes,
  ...invoicingRoutes,
  ...supplierInvoicingRoutes,
  ...satWatchRoutes,
  ...paymentRoutes,
  ...operationsRoutes,
  ...jobRoutes,
  ...customerRoutes,
  ...statementAdminRoutes,
  ...notificationAdminRoutes,
  ...siteMediaRoutes,
];

/**
 * Routes whose request body may exceed the default 1 MiB: api/Attachment 11 carries an inline file
 * of up to 20,000,000 bytes as base64 (26,666,668 characters) plus its texts; api/InvoiceLessor 11
 * and api/InvoiceMT 11 an invoice's XML, PDF and annex PDF of up to 3,000,000 bytes each (13 MiB).
 * Any other ActionId of those resources keeps the default limit.
 */
export const LARGE_BODY_ROUTES: readonly RouteBodyLimit[] = [
  { name: 'Attachment', actionId: ActionId.Insert, maxBytes: 27 * 1024 * 1024 },
  ...invoicingLargeBodyRoutes,
  ...supplierLargeBodyRoutes,
  ...paymentLargeBodyRoutes,
  // api/Parameter 11 and 31: a communiqué's image and PDF of up to 3,000,000 bytes each, base64.
  { name: 'Parameter', actionId: ActionId.Insert, maxBytes: STATEMENT_SAVE_MAX_BODY_BYTES },
  { name: 'Parameter', actionId: ActionId.Update, maxBytes: STATEMENT_SAVE_MAX_BODY_BYTES },
  // api/Banner 31 a banner image (3,000,000 bytes), api/HelpVideo 31 a video (10,000,000 bytes).
  { name: 'Banner', actionId: ActionId.Update, maxBytes: BANNER_MAX_BODY_BYTES },
  { name: 'HelpVideo', actionId: ActionId.Update, maxBytes: HELP_VIDEO_MAX_BODY_BYTES },
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
