/** The name of each validation item in the UI language. */
import { useTranslation } from 'react-i18next';
import type { ItemId } from '../lib/items';

const KEYS = {
  xml: 'items.xml',
  schema: 'items.schema',
  sums: 'items.sums',
  rfc: 'items.rfc',
  regime: 'items.regime',
  tfd: 'items.tfd',
  dates: 'items.dates',
  pagos: 'items.pagos',
  catalog: 'items.catalog',
  seal: 'items.seal',
  portal: 'items.portal',
  'sat.duplicateId': 'items.satDuplicateId',
  'sat.blacklist': 'items.satBlacklist',
  'sat.status': 'items.satStatus',
  'sat.reception': 'items.satReception',
} as const satisfies Record<ItemId, string>;

export function useItemLabel(): (id: ItemId) => string {
  const { t } = useTranslation('invoicePanel');
  return (id) => t(KEYS[id]);
}
