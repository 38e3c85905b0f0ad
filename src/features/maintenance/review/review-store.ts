/**
 * Saving review edits on the device, through src/offline: each row edit is a draft at once; the
 * order action queues ONE outbox entry carrying the order's changed drafts; an acknowledgement
 * patches the offline copy with what the server's answer says changed, and moves the drafts
 * edited again since that entry was queued onto the values it wrote.
 */
import * as v from 'valibot';
import {
  orderActionButton,
  orderEditSummary,
  type Side,
  type SideValues,
} from '../../../domain/maintenance';
import type { OutboxEntry, PortalDatabase } from '../../../offline/db';
import { readDrafts, rebaseDrafts, saveDraft, type DraftRebase } from '../../../offline/drafts';
import { saveEdit } from '../../../offline/outbox';
import type { OrderDetails } from '../../../protocol/maintenance';
import {
  ReviewEdit,
  ReviewUpdateResponse,
  editOf,
  isReviewChange,
  rowKey,
  type ReviewChange,
} from '../../../protocol/maintenance-review';
import { REVIEW_UPDATE_API } from '../api/review-update';
import { patchOfflineDetails, refreshOfflineDetails } from '../local/offline-orders';
import { buildReviewUpdate } from './build-review-update';
import { orderReviewModel, type ReviewRowView } from './order-review';
import { baseKeyOf, reviewDrafts, type ReviewDraft, type ReviewDraftValue } from './review-draft';

export interface SaveRowDraftInput {
  userId: number;
  orderCode: string;
  /** The order version the copy on screen has. */
  version: number;
  row: ReviewRowView;
  side: Side;
  values: SideValues<Side>;
  now: number;
}

/**
 * Writes one row's draft. Its base stays the server values the first edit started from, so a
 * change made meanwhile on the server is still detected as a conflict.
 */
export async function saveRowDraft(db: PortalDatabase, input: SaveRowDraftInput): Promise<void> {
  const { row, side } = input;
  const previous = row.stored;
  const value: ReviewDraftValue = {
    side,
    status: input.values.status,
    comment: input.values.comment,
    base: previous ? previous.value.base : { ...row.server[side] },
  };
  await saveDraft(db, {
    userId: input.userId,
    orderCode: input.orderCode,
    kind: row.kind,
    targetId: row.targetId,
    baseVersion: previous ? previous.baseVersion : input.version,
    value,
    now: input.now,
  });
}

export interface QueueReviewInput {
  userId: number;
  details: OrderDetails;
  drafts: readonly ReviewDraft[];
  side: Side;
  arbpl: string;
  now: number;
  newKey?: () => string;
}

/**
 * Queues the order's review: one outbox entry with the changed drafts, marked queued in the same
 * transaction. Answers the entry id, or null when there is nothing to send or a row is in error.
 */
export async function queueReview(
  db: PortalDatabase,
  input: QueueReviewInput,
): Promise<number | null> {
  const { details, side } = input;
  const summary = orderEditSummary(orderReviewModel(details, input.drafts, side).review, side);
  const button = orderActionButton(summary);
  if (!button.visible || button.disabled) return null;
  const built = buildReviewUpdate(input);
  if (!built) return null;
  return saveEdit(db, {
    userId: input.userId,
    orderCode: details.orderCode,
    mutation: { name: REVIEW_UPDATE_API, body: { ...built.request } },
    queueDrafts: built.draftKeys,
    now: input.now,
    ...(input.newKey ? { newKey: input.newKey } : {}),
  });
}

/** What a review answer carries: the compact change, the whole order (older answers), or null. */
function answeredReview(body: unknown): ReviewChange | OrderDetails | null {
  const parsed = v.safeParse(ReviewUpdateResponse, body);
  return parsed.success ? parsed.output.Data : null;
}

type SideSent = Pick<ReviewDraftValue, 'status' | 'comment'>;

/** Per row key, the side's values an acknowledged request wrote (its last edit naming the row). */
function sentValues(body: Record<string, unknown>, side: Side): Map<string, SideSent> {
  const sent = new Map<string, SideSent>();
  const edits = [editOf(body), ...(Array.isArray(body.Edits) ? (body.Edits as unknown[]) : [])];
  const put = (key: string, status: string | undefined, comment: string | undefined) => {
    if (status === undefined) return;
    const value = status === '' ? null : (status as NonNullable<SideSent['status']>);
    sent.set(key, { status: value, comment: comment ?? '' });
  };
  for (const raw of edits) {
    const edit = v.safeParse(ReviewEdit, raw);
    if (!edit.success) continue;
    const { groups, inventory } = edit.output.Data;
    for (const g of groups) {
      put(rowKey.group(g.uuidObj), g[`groupStatus${side}`], g[`groupComments${side}`]);
    }
    if (!inventory) continue;
    put(rowKey.inventory(), inventory[`groupStatus${side}`], inventory[`groupComments${side}`]);
    for (const a of inventory.antennas) {
      put(rowKey.antenna(a.antenna), a[`antennaStatus${side}`], a[`antennaComments${side}`]);
    }
  }
  return sent;
}

/**
 * The drafts edited again after the acknowledged entry was queued (no entry carries them) whose
 * rows it wrote: their base becomes what it wrote, which is what the server now holds, so sending
 * them later is not taken for a conflict with the device's own earlier edit.
 */
async function rebaseEditedAgain(
  db: PortalDatabase,
  entry: OutboxEntry,
  version: number,
): Promise<void> {
  const drafts = reviewDrafts(await readDrafts(db, entry.userId, entry.orderCode));
  const rebases: DraftRebase[] = [];
  const sentBySide = new Map<Side, Map<string, SideSent>>();
  for (const draft of drafts) {
    if (draft.queuedBy !== null) continue;
    const { side } = draft.value;
    const sent = sentBySide.get(side) ?? sentValues(entry.body, side);
    sentBySide.set(side, sent);
    const base = sent.get(baseKeyOf(draft));
    if (!base) continue;
    rebases.push({
      key: draft.key,
      updatedAt: draft.updatedAt,
      value: { ...draft.value, base },
      baseVersion: version,
    });
  }
  await rebaseDrafts(db, rebases);
}

/**
 * Sync engine hook: a review update was acknowledged, so the offline copy takes its answer (a
 * compact change is patched in; a whole order, as answers stored before were, replaces it) and
 * the drafts edited again since move onto what it wrote.
 */
export async function onReviewAcknowledged(
  db: PortalDatabase,
  entry: OutboxEntry,
  body: unknown,
  now: number,
): Promise<void> {
  if (entry.name !== REVIEW_UPDATE_API || entry.body.Process !== '2') return;
  const answer = answeredReview(body);
  if (!answer) return;
  if (isReviewChange(answer)) await patchOfflineDetails(db, entry.userId, answer, now);
  else await refreshOfflineDetails(db, entry.userId, answer, now);
  await rebaseEditedAgain(db, entry, answer.version);
}
