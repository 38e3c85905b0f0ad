/**
 * What the `catalog` group's checks share (catalog.ts, catalog-taxes.ts): a catalogue's keys and
 * validity, the problem of one key (not in the catalogue, or not in force on the voucher's date),
 * and a check judged from its problems, each a lead with the parts that name what was found.
 */
import type { CfdiDocument } from '../document';
import { isMessageKey, type CfdiMessageKey, type MessageRef } from '../messages';
import {
  MONEDA_BY_DECIMALS,
  SAT_CATALOGUE_KEYS,
  SAT_VALIDITY,
  type SatCatalogue,
} from '../sat-catalogues.generated';
import { failure, pass, type CheckGroup, type CheckOutcome } from './check';

export const G: CheckGroup = 'catalog';

const keySets = new Map<SatCatalogue, ReadonlySet<string>>();

/** A catalogue's keys (built once, on first use). */
export function catalogueKeys(catalogue: SatCatalogue): ReadonlySet<string> {
  let keys = keySets.get(catalogue);
  if (!keys) {
    keys = new Set(SAT_CATALOGUE_KEYS[catalogue].split(' '));
    keySets.set(catalogue, keys);
  }
  return keys;
}

let decimals: ReadonlyMap<string, number> | null = null;

/** c_Moneda: how many decimals a currency's amounts may carry. */
export function currencyDecimals(code: string): number | undefined {
  decimals ??= new Map(
    Object.entries(MONEDA_BY_DECIMALS).flatMap(([d, codes]) =>
      codes.split(' ').map((c) => [c, Number(d)] as const),
    ),
  );
  return decimals.get(code);
}

/** The voucher's date (YYYY-MM-DD) to judge vigencias by, or null when Fecha is unreadable. */
export function dayOf(doc: CfdiDocument): string | null {
  return /^\d{4}-\d{2}-\d{2}/.exec(doc.voucher['Fecha'] ?? '')?.[0] ?? null;
}

/** A problem is a sequence of parts appended to the check's lead. */
export type Problem = readonly MessageRef[];

export const part = (key: CfdiMessageKey, detail?: string): MessageRef =>
  detail === undefined ? { key } : { key, detail };

/** A list for a message: the first dozen, then how many more. */
export function listed(values: readonly string[], max = 12): string {
  return values.length > max
    ? `${values.slice(0, max).join(', ')} (+${values.length - max})`
    : values.join(', ');
}

/**
 * The problem of one key: not in the catalogue (with the keys expected, for a small catalogue),
 * or not in force on the voucher's date.
 */
export function keyProblem(
  catalogue: SatCatalogue,
  where: string,
  key: string,
  day: string | null,
): Problem | null {
  const found = part('catalog.value', where);
  if (!catalogueKeys(catalogue).has(key)) {
    const list = [...catalogueKeys(catalogue)];
    return [
      found,
      part('catalog.notFound', catalogue),
      ...(list.length <= 40 ? [part('catalog.expected', listed(list))] : []),
    ];
  }
  const validity = SAT_VALIDITY[catalogue]?.[key];
  if (!validity || day === null) return null;
  const [from, to] = validity;
  if (from !== null && from > day) return [found, part('catalog.notYet', from)];
  if (to !== null && to < day) return [found, part('catalog.ended', to)];
  return null;
}

/** Passes without problems, fails with the lead and every problem's parts otherwise. */
export function judged(id: string, problems: readonly (Problem | null)[]): CheckOutcome {
  const found = problems.filter((p): p is Problem => p !== null);
  if (found.length === 0) return pass(id, G);
  const lead = `${id}.error`;
  return failure(id, G, [], {
    key: isMessageKey(lead) ? lead : 'notApplicable',
    then: found.flat(),
  });
}

export function warning(id: string, key: CfdiMessageKey): CheckOutcome {
  return { id, group: G, status: 'warning', message: { key } };
}
