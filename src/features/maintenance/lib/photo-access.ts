/**
 * Who may add a photo to a part of an order: the user who may write their side of that part's
 * review on this page (not in consult or revert mode, not on a locked row). The server decides
 * again when the photo arrives.
 */
import { mayEditSide, type ReviewContext, type Side } from '../../../domain/maintenance';
import type { OrderReviewModel, ReviewRowView } from '../review/order-review';

export interface PhotoOwner {
  kind: 'group' | 'inventory' | 'antenna';
  id: string;
}

/** The review row that stands for a photo's owner. */
export function ownerRow(model: OrderReviewModel, owner: PhotoOwner): ReviewRowView | null {
  if (owner.kind === 'group') return model.groups.get(owner.id) ?? null;
  if (owner.kind === 'antenna') return model.antennas.get(owner.id) ?? null;
  return model.inventory;
}

export function mayAddPhotos(
  side: Side | null,
  context: ReviewContext,
  row: ReviewRowView | null,
): boolean {
  return side !== null && row !== null && mayEditSide(row, side, context);
}
