/** Every lessor invoicing call: the reads, the send calls and the demo invoice. */
import type { ApiRoute } from '../../api/types';
import { accountRoutes } from './account-routes';
import { addInvoiceMtRoute } from './add-invoice-mt-route';
import { checkRoutes } from './check-routes';
import { contractRoutes } from './contract-routes';
import { demoRoutes } from './demo-routes';
import { maintenanceInvoiceRoutes } from './maintenance-invoice-routes';
import { invoiceLessorRoute } from './lessor-send-route';
import { invoiceMtRoute } from './mt-send-route';
import { INVOICE_SEND_MAX_BODY_BYTES } from './send-support';
import { RECEPTION_XML_MAX_CHARS } from '../../../../src/protocol/invoicing-checks';
import { ActionId } from '../../../../src/protocol/envelope';

const sendRoutes = [invoiceLessorRoute, invoiceMtRoute];

export const invoicingRoutes: ApiRoute[] = [
  ...contractRoutes,
  ...maintenanceInvoiceRoutes,
  addInvoiceMtRoute,
  ...accountRoutes,
  ...checkRoutes,
  ...sendRoutes,
  ...demoRoutes,
];

/**
 * The send calls carry up to three files of 3,000,000 bytes as base64, RecepcionCfdi one XML
 * (LARGE_BODY_ROUTES).
 */
export const invoicingLargeBodyRoutes = [
  ...sendRoutes.map((r) => ({
    name: r.name,
    actionId: r.actionId,
    maxBytes: INVOICE_SEND_MAX_BODY_BYTES,
  })),
  { name: 'RecepcionCfdi', actionId: ActionId.View, maxBytes: RECEPTION_XML_MAX_CHARS + 4 * 1024 },
];
