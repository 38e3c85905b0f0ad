/**
 * The words a long list repeats on every row, read from the translations once per list rather
 * than once per row: a translation call with a value put in costs a lookup and an interpolation,
 * and the orders list made about a thousand of them for 200 rows.
 */
import type { ParseKeys, TFunction } from 'i18next';
import { ROW_ACTION_ORDER, type RowAction } from '../../../domain/maintenance';
import type { ActionBlock } from './offline-actions';

/** Marks where the value goes in a translated text; no translation contains it. */
const SLOT = '\u0000';

/**
 * A text with one value in it (`{order}`), as a function of that value: translated once, then
 * joined around the value. A text whose wording does not keep the value in one place (or a
 * missing one) is translated for each value, as before.
 */
export function textWithValue(
  t: TFunction<'maintenance'>,
  key: ParseKeys<'maintenance'>,
  name: string,
): (value: string) => string {
  // The key is checked by this function's signature; i18next's typed overloads take no union of
  // keys with a value whose name is computed, so the call itself goes through a plain signature.
  const translate = t as unknown as (key: string, values: Record<string, string>) => string;
  const parts = translate(key, { [name]: SLOT }).split(SLOT);
  if (parts.length !== 2) return (value) => translate(key, { [name]: value });
  const [before, after] = parts as [string, string];
  return (value) => before + value + after;
}

/** What every order of the list (table or cards) says besides its own data. */
export interface OrderRowTexts {
  /** "Seleccionar la orden 4000…", the name of a row's checkbox. */
  selectOrder: (order: string) => string;
  /** "Acciones de la orden 4000…", the name of a row's group of actions. */
  actionsOf: (order: string) => string;
  /** "Orden 4000…" on a card. */
  cardOrder: (order: string) => string;
  /** "Proveedor: …" on a card. */
  cardSupplier: (supplier: string) => string;
  action: Readonly<Record<RowAction, string>>;
  blocked: Readonly<Record<ActionBlock, string>>;
  noCrew: string;
  crew: string;
}

export function orderRowTexts(t: TFunction<'maintenance'>): OrderRowTexts {
  return {
    selectOrder: textWithValue(t, 'offline.selectOrder', 'order'),
    actionsOf: textWithValue(t, 'actions.of', 'order'),
    cardOrder: textWithValue(t, 'card.order', 'order'),
    cardSupplier: textWithValue(t, 'card.supplier', 'supplier'),
    action: Object.fromEntries(ROW_ACTION_ORDER.map((a) => [a, t(`actions.${a}`)])) as Record<
      RowAction,
      string
    >,
    blocked: {
      needsConnection: t('actions.blocked.needsConnection'),
      notOnDevice: t('actions.blocked.notOnDevice'),
    },
    noCrew: t('noCrew'),
    crew: t('columns.crew'),
  };
}
