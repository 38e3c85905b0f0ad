/** Every lessor invoicing call (the reads; the send calls come with their own module files). */
import type { ApiRoute } from '../../api/types';
import { accountRoutes } from './account-routes';
import { checkRoutes } from './check-routes';
import { contractRoutes } from './contract-routes';
import { maintenanceInvoiceRoutes } from './maintenance-invoice-routes';

export const invoicingRoutes: ApiRoute[] = [
  ...contractRoutes,
  ...maintenanceInvoiceRoutes,
  ...accountRoutes,
  ...checkRoutes,
];
