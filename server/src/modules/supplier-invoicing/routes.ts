/** Every supplier invoicing call: the reads, the catalogues of the supplier form, the sends. */
import type { ApiRoute } from '../../api/types';
import { INVOICE_SEND_MAX_BODY_BYTES } from '../invoicing/send-support';
import { catalogueRouteList } from './catalogue-routes';
import { readRoutes } from './read-routes';
import { invoiceReceiptLessorRoute, invoiceReceiptSupplierRoute } from './send-routes';

const sendRoutes = [invoiceReceiptSupplierRoute, invoiceReceiptLessorRoute];

export const supplierInvoicingRoutes: ApiRoute[] = [
  ...readRoutes,
  ...catalogueRouteList,
  ...sendRoutes,
];

/** The send calls carry up to three files of 3,000,000 bytes as base64 (LARGE_BODY_ROUTES). */
export const supplierLargeBodyRoutes = sendRoutes.map((r) => ({
  name: r.name,
  actionId: r.actionId,
  maxBytes: INVOICE_SEND_MAX_BODY_BYTES,
}));
