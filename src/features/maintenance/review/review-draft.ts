/**
 * One review row's draft as this feature stores it through src/offline: the editing side's status
 * and comment, and that side's values on the server copy the edit started from (the Base the
 * server checks for conflicts).
 */
import * as v from 'valibot';
import type { Draft, DraftKind } from '../../../offline/db';

const Status = v.nullable(v.picklist(['VAPV', 'REPV', 'VATL', 'RETL']));
const Values = v.object({ status: Status, comment: v.string() });

export const ReviewDraftValue = v.object({
  side: v.picklist(['Pr', 'Tl']),
  status: Status,
  comment: v.string(),
  base: Values,
});
export type ReviewDraftValue = v.InferOutput<typeof ReviewDraftValue>;

export type ReviewRowKind = Extract<DraftKind, 'group' | 'antenna' | 'inventory'>;

/** A review row's identity: its draft kind and target, and its key in the wire's Base. */
export interface ReviewRowId {
  kind: ReviewRowKind;
  targetId: string;
}

export const INVENTORY_TARGET = 'site';

/** The wire's Base key of a row: 'group:<uuidObj>', 'inventory', 'antenna:<n>'. */
export function baseKeyOf(row: ReviewRowId): string {
  if (row.kind === 'group') return `group:${row.targetId}`;
  if (row.kind === 'antenna') return `antenna:${row.targetId}`;
  return 'inventory';
}

/** A stored draft read back as a review draft; null when it is not one (or no longer parses). */
export interface ReviewDraft extends ReviewRowId {
  key: string;
  baseVersion: number;
  value: ReviewDraftValue;
  queuedBy: number | null;
  updatedAt: number;
}

export function asReviewDraft(draft: Draft): ReviewDraft | null {
  if (draft.kind !== 'group' && draft.kind !== 'antenna' && draft.kind !== 'inventory') return null;
  const parsed = v.safeParse(ReviewDraftValue, draft.value);
  if (!parsed.success) return null;
  return {
    key: draft.key,
    kind: draft.kind,
    targetId: draft.targetId,
    baseVersion: draft.baseVersion,
    value: parsed.output,
    queuedBy: draft.queuedBy ?? null,
    updatedAt: draft.updatedAt,
  };
}

export function reviewDrafts(drafts: readonly Draft[]): ReviewDraft[] {
  return drafts.map(asReviewDraft).filter((d): d is ReviewDraft => d !== null);
}

/**
 * Whether two reads of an order's drafts hold the same drafts, field for field: a read that
 * changed nothing (the first read of an order with no drafts, a write to another order) then
 * keeps the drafts already shown, and the order's review is not worked out and drawn again.
 */
export function sameReviewDrafts(a: readonly ReviewDraft[], b: readonly ReviewDraft[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i]!;
      return (
        x.key === y.key &&
        x.baseVersion === y.baseVersion &&
        x.queuedBy === y.queuedBy &&
        x.updatedAt === y.updatedAt &&
        x.value.side === y.value.side &&
        x.value.status === y.value.status &&
        x.value.comment === y.value.comment &&
        x.value.base.status === y.value.base.status &&
        x.value.base.comment === y.value.base.comment
      );
    })
  );
}

/**
 * Whether a draft that no outbox entry carries is still a change to send (the sync status counts
 * it): a review row edited away from the server values it started from; a review row set back to
 * them is not. A photo or attachment draft left by a discarded entry still differs from the server.
 */
export function isUnsentChange(draft: Draft): boolean {
  if (draft.kind === 'attachment' || draft.kind === 'photo') return true;
  const review = asReviewDraft(draft);
  if (!review) return false;
  const { status, comment, base } = review.value;
  return status !== base.status || comment !== base.comment;
}
