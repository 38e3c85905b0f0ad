/**
 * Saving review edits on the device, through src/offline: each row edit is a draft at once; the
 * order action queues ONE outbox entry carrying the order's changed drafts; an acknowledgement
 * refreshes the offline copy from the server's answer.
 */
import * as v from 'valibot';
import {
  orderActionButton,
  orderEditSummary,
  type Side,
  type SideValues,
} from '../../../domain/maintenance';
import type { OutboxEntry, PortalDatabase } from '../../../offline/db';
import { saveDraft } from '../../../offline/drafts';
import { saveEdit } from '../../../offline/outbox';
import type { OrderDetails } from '../../../protocol/maintenance';
import { ReviewUpdateResponse } from '../../../protocol/maintenance-review';
import { REVIEW_UPDATE_API } from '../api/review-update';
import { refreshOfflineDetails } from '../local/offline-orders';
import { buildReviewUpdate } from './build-review-update';
import { orderReviewModel, type ReviewRowView } from './order-review';
import type { ReviewDraft, ReviewDraftValue } from './review-draft';

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

/** The fresh order a review answer carries, or null. */
export function answeredOrder(body: unknown): OrderDetails | null {
  const parsed = v.safeParse(ReviewUpdateResponse, body);
  return parsed.success ? parsed.output.Data : null;
}

/** Sync engine hook: a review update was acknowledged, so the offline copy takes its answer. */
export async function onReviewAcknowledged(
  db: PortalDatabase,
  entry: OutboxEntry,
  body: unknown,
  now: number,
): Promise<void> {
  if (entry.name !== REVIEW_UPDATE_API || entry.body.Process !== '2') return;
  const details = answeredOrder(body);
  if (details) await refreshOfflineDetails(db, entry.userId, details, now);
}
