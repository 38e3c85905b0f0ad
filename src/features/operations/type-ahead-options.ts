/**
 * What the Eventos type-ahead filters list for a typed text: the entities from the fixed list the
 * server audits (matched here, by their words or their code), and whether a text is long enough to
 * ask the server for users. Pure, so the filters and their tests agree.
 */
import { AUDIT_USER_SEARCH_MIN } from '../../protocol/operations';

export interface TypeAheadOption {
  value: string;
  label: string;
}

/** Lower case without accents, so "region" finds "Región". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The options whose label or value holds the text (all of them for an empty text), by label. */
export function matchingOptions(
  options: readonly TypeAheadOption[],
  text: string,
): TypeAheadOption[] {
  const wanted = folded(text);
  return options
    .filter(
      (o) => wanted === '' || folded(o.label).includes(wanted) || folded(o.value).includes(wanted),
    )
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The text to ask the server users for, or null while it is too short to ask. */
export function userSearchText(typed: string): string | null {
  const text = typed.trim();
  return text.length >= AUDIT_USER_SEARCH_MIN ? text : null;
}
