/**
 * The edit state of one group, antenna or inventory site row on the editing side (spec 3 §4.2,
 * §5.2): which error it shows, or whether it is empty, approved or rejected and edited. The UI marks
 * rows with it, the outbox refuses to queue an error row, and the server refuses the same rows.
 */
import type { MaintenanceMessageKey } from './messages';
import { isRejection } from './review-fields';
import type { ReviewRow, ReviewStatusCode, Side } from './types';

/** Group and antenna comments are at most 120 characters (spec 3 §5.2, §9). */
export const REVIEW_COMMENT_MAX = 120;

export type RowErrorKey = Extract<
  MaintenanceMessageKey,
  | 'previousStatusCleared'
  | 'commentWithoutStatus'
  | 'rejectedWithoutComment'
  | 'missingStatus'
  | 'commentTooLong'
>;

export type RowEditState =
  | { kind: 'empty'; edited: boolean }
  | { kind: 'approved'; edited: boolean }
  | { kind: 'rejected'; edited: boolean }
  | { kind: 'error'; error: RowErrorKey; edited: boolean };

export interface RowEditOptions {
  /**
   * The row must carry a decision, so an empty row is 'Falta estatus' rather than empty. The
   * aggregates set it for the inventory site group once anything in the inventory is reviewed.
   */
  required?: boolean;
}

/** Characters as a reader counts them: an emoji or accented letter is one, not two UTF-16 units. */
export function commentLength(comment: string): number {
  return Array.from(comment).length;
}

/** A comment of only spaces is no comment: it would satisfy the rejection rule with nothing. */
export function hasComment(comment: string): boolean {
  return comment.trim() !== '';
}

/** Whether the draft of `side` differs from what the server holds. */
export function isSideEdited(row: Pick<ReviewRow, 'server' | 'draft'>, side: Side): boolean {
  const before = row.server[side];
  const after = row.draft[side];
  return before.status !== after.status || before.comment !== after.comment;
}

/**
 * Spec 3 §4.2, checked in the spec's order, then the 120-character limit of §5.2:
 * 1. a cleared status whose previous (server) value existed: 'Estatus previo eliminado';
 * 2. comments without a status: 'Comentarios sin estatus';
 * 3. a rejection without comments: 'Rechazado sin comentarios';
 * 4. no status on a row that must have one: 'Falta estatus';
 * otherwise empty, approved or rejected, edited when it differs from the server.
 */
export function rowEditState(
  row: Pick<ReviewRow, 'server' | 'draft'>,
  side: Side,
  options: RowEditOptions = {},
): RowEditState {
  const edited = isSideEdited(row, side);
  const status: ReviewStatusCode | null = row.draft[side].status;
  const comment = row.draft[side].comment;
  const previous = row.server[side].status;
  const error = (key: RowErrorKey): RowEditState => ({ kind: 'error', error: key, edited });

  if (status === null) {
    if (previous !== null) return error('previousStatusCleared');
    if (hasComment(comment)) return error('commentWithoutStatus');
    if (options.required === true) return error('missingStatus');
    return { kind: 'empty', edited };
  }
  if (isRejection(status) && !hasComment(comment)) return error('rejectedWithoutComment');
  if (commentLength(comment) > REVIEW_COMMENT_MAX) return error('commentTooLong');
  return { kind: isRejection(status) ? 'rejected' : 'approved', edited };
}
