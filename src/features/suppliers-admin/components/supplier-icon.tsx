/** The icons of the supplier rows' actions; decorative, the buttons carry the names. */
import { StrokeIcon } from '../../../components/ui/stroke-icon';

export const SUPPLIER_ICON_PATHS = {
  log: 'M12 8v4l3 2M3 12a9 9 0 109-9 9.7 9.7 0 00-6.7 2.7L3 8M3 3v5h5',
  delete: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6',
  edit: 'M17 3l4 4L8 20H4v-4L17 3z',
} as const;

export type SupplierAction = keyof typeof SUPPLIER_ICON_PATHS;

export function SupplierIcon({ name }: { name: SupplierAction }) {
  return <StrokeIcon path={SUPPLIER_ICON_PATHS[name]} />;
}
