/**
 * The help videos of spec 1 §2.7: help is offered only on the eight lessor pages listed there, each
 * with its own short video fetched by route from the static `help/` folder when the dialog opens.
 */
import { toAllowedPath } from './navigation';

export interface HelpVideo {
  /** The page's path, as the menu links it. */
  path: string;
  /** The page's title key in the `menu` namespace. */
  titleKey: string;
  /** The video file, relative to the app's base URL. */
  file: string;
}

/** The eight lessor pages with help, in the menu's order, and the title each shows. */
export const HELP_PAGES: readonly { path: string; titleKey: string }[] = [
  { path: '/arrendador_facturas_pendientes', titleKey: 'lessorPendingInvoices' },
  { path: '/arrendador_factura_electronica', titleKey: 'lessorElectronicInvoice' },
  { path: '/arrendador_factura_no_electronica', titleKey: 'lessorNonElectronicInvoice' },
  { path: '/arrendador_estado_cuenta', titleKey: 'lessorAccountStatement' },
  { path: '/arrendador_arrendamiento', titleKey: 'lessorContracts' },
  { path: '/arrendador_mantenimiento_fijo', titleKey: 'lessorFixedMaintenance' },
  { path: '/arrendador_mantenimiento_variable', titleKey: 'lessorVariableMaintenance' },
  { path: '/arrendador_arrendamiento_ajustes', titleKey: 'lessorAdjustments' },
];

/**
 * The help video of a page, or null when the page has none. A trailing slash, a query or a hash
 * do not change the page; the match is otherwise exact (paths are lower case in the menu).
 */
export function helpVideoFor(pathname: string): HelpVideo | null {
  const path = toAllowedPath(pathname);
  const page = HELP_PAGES.find((p) => p.path === path);
  return page ? { ...page, file: `help${page.path}.webm` } : null;
}
