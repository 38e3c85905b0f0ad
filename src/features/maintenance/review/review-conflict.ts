/**
 * A review update the server answered 409: per conflicting row, the device's value and the
 * server's value, and the user's choice. "Keep mine" sends the row again with Base set to the
 * server's current values; "keep theirs" drops the row's draft. Nothing is dropped silently.
 */
import * as v from 'valibot';
import { isLocked, type Side, type SideValues } from '../../../domain/maintenance';
import type { OutboxEntry, PortalDatabase } from '../../../offline/db';
import { readDrafts } from '../../../offline/drafts';
import { discardEntry, replaceEntry } from '../../../offline/outbox';
import { ReviewUpdateResponse, isReviewChange } from '../../../protocol/maintenance-review';
import type { OrderDetails } from '../../../protocol/maintenance';
import { refreshOfflineDetails } from '../local/offline-orders';
import { buildReviewUpdate } from './build-review-update';
import { orderReviewModel, type ReviewRowView } from './order-review';
import { baseKeyOf, reviewDrafts } from './review-draft';

export type ConflictChoice = 'mine' | 'theirs';

export interface ConflictRow {
  /** The wire's Base key ('group:<uuid>', 'antenna:<n>', 'inventory'). */
  key: string;
  row: ReviewRowView;
  /** On this device (the draft) and on the server (its current order). */
  mine: SideValues<Side>;
  theirs: SideValues<Side>;
  /** Locked on the server (Tl VATL on a VAPV order): the server's value is kept, never mine. */
  locked: boolean;
}

export interface ConflictView {
  side: Side;
  server: OrderDetails;
  rows: ConflictRow[];
}

/** The 409's current order and conflicting rows (a conflict always answers the whole order). */
function serverAnswer(entry: OutboxEntry): { Data: OrderDetails; Conflicts: string[] } | null {
  const parsed = v.safeParse(ReviewUpdateResponse, entry.serverState);
  const data = parsed.success ? parsed.output.Data : null;
  if (!parsed.success || !data || isReviewChange(data)) return null;
  return { Data: data, Conflicts: parsed.output.Conflicts };
}

/** The rows in conflict with both values, or null when the server sent no current order. */
export async function conflictView(
  db: PortalDatabase,
  entry: OutboxEntry,
): Promise<ConflictView | null> {
  const answer = serverAnswer(entry);
  const server = answer?.Data;
  if (!answer || !server) return null;
  const carried = new Set(entry.draftKeys ?? []);
  const drafts = reviewDrafts(await readDrafts(db, entry.userId, entry.orderCode)).filter((d) =>
    carried.has(d.key),
  );
  const side = drafts[0]?.value.side;
  if (!side) return null;
  const model = orderReviewModel(server, drafts, side);
  const all = [...model.groups.values(), ...model.antennas.values()];
  if (model.inventory) all.push(model.inventory);
  const conflicts = new Set(answer.Conflicts);
  const rows = all
    .filter((r) => r.stored && conflicts.has(baseKeyOf(r)))
    .map((row) => ({
      key: baseKeyOf(row),
      row,
      mine: row.draft[side],
      theirs: row.server[side],
      locked: isLocked(row, server.orderStatus),
    }));
  return { side, server, rows };
}

/**
 * Applies the user's choice per conflicting row (rows without a choice keep the device's value;
 * a row locked on the server always keeps the server's):
 * the offline copy takes the server's order, then either a new entry replaces the parked one, or
 * — when nothing of the device's is left to send — the entry and its drafts go.
 */
export async function resolveConflict(
  db: PortalDatabase,
  entry: OutboxEntry,
  choices: Readonly<Record<string, ConflictChoice>>,
  now: number,
  newKey?: () => string,
): Promise<number | null> {
  const view = await conflictView(db, entry);
  if (!view) throw new Error('conflict without the server state');
  const { side, server } = view;
  const carried = new Set(entry.draftKeys ?? []);
  const drafts = reviewDrafts(await readDrafts(db, entry.userId, entry.orderCode)).filter((d) =>
    carried.has(d.key),
  );
  const draftChanges: { key: string; changes: { value: unknown; baseVersion: number } }[] = [];
  const kept = drafts.flatMap((d) => {
    const conflict = view.rows.find((r) => r.row.stored?.key === d.key);
    if (!conflict) return [d];
    if (conflict.locked || choices[conflict.key] === 'theirs') return [];
    const value = { ...d.value, base: { ...conflict.theirs } };
    draftChanges.push({ key: d.key, changes: { value, baseVersion: server.version } });
    return [{ ...d, value, baseVersion: server.version }];
  });
  await refreshOfflineDetails(db, entry.userId, server, now);
  const arbpl = typeof entry.body.Arbpl === 'string' ? entry.body.Arbpl : '';
  const built = buildReviewUpdate({
    details: server,
    drafts: kept,
    side,
    arbpl,
    carries: () => true,
  });
  if (!built) {
    await discardEntry(db, entry.id!, { dropDrafts: true });
    return null;
  }
  return replaceEntry(db, entry.id!, {
    body: { ...built.request },
    draftKeys: built.draftKeys,
    draftChanges,
    now,
    ...(newKey ? { newKey } : {}),
  });
}
