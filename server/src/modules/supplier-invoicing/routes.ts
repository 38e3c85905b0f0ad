/** Every supplier invoicing call: the reads, the catalogues of the supplier form. */
import type { ApiRoute } from '../../api/types';
import { catalogueRouteList } from './catalogue-routes';
import { readRoutes } from './read-routes';

export const supplierInvoicingRoutes: ApiRoute[] = [...readRoutes, ...catalogueRouteList];
