/**
 * The parts of an order a reviewer walks through, one at a time and in this order: every group by
 * sequence, then the inventory's site (its data, photos and validation), then each antenna by
 * number. The review panel shows one part with "Anterior" / "Siguiente" to the parts beside it.
 */
import type { Antenna, Group, OrderDetails } from '../../../protocol/maintenance';

export type ReviewPart =
  | { kind: 'group'; key: string; group: Group }
  | { kind: 'site'; key: typeof SITE_PART }
  | { kind: 'antenna'; key: string; antenna: Antenna };

export const SITE_PART = 'site';

export const groupPartKey = (g: Group) => `group:${g.uuidObj}`;
export const antennaPartKey = (a: Antenna) => `antenna:${a.antenna}`;

export function reviewParts(details: OrderDetails): ReviewPart[] {
  const groups = [...details.groups]
    .sort((a, b) => a.sequence - b.sequence)
    .map((group): ReviewPart => ({ kind: 'group', key: groupPartKey(group), group }));
  const inv = details.inventory;
  if (!inv) return groups;
  const antennas = [...inv.antennas]
    .sort((a, b) => a.antenna - b.antenna)
    .map((antenna): ReviewPart => ({ kind: 'antenna', key: antennaPartKey(antenna), antenna }));
  return [...groups, { kind: 'site', key: SITE_PART }, ...antennas];
}

export interface PartPosition {
  part: ReviewPart;
  /** Its place among the parts of its kind (groups, antennas), from 1, and how many there are. */
  number: number;
  of: number;
  previous: ReviewPart | null;
  next: ReviewPart | null;
}

/** Where a part stands; the first part when the key is unknown (e.g. gone after a refresh). */
export function partPosition(parts: readonly ReviewPart[], key: string): PartPosition | null {
  const found = parts.findIndex((p) => p.key === key);
  const index = found === -1 ? 0 : found;
  const part = parts[index];
  if (!part) return null;
  const sameKind = parts.filter((p) => p.kind === part.kind);
  return {
    part,
    number: sameKind.indexOf(part) + 1,
    of: sameKind.length,
    previous: parts[index - 1] ?? null,
    next: parts[index + 1] ?? null,
  };
}
