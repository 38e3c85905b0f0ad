/**
 * The review update request (api/ResultsOrderMP Process '2') built from the device's drafts: only
 * rows whose draft differs from the server copy, only the editing side's fields, Base from the
 * server values each draft started from, RefreshOrderStatus from the order's aggregate.
 */
import {
  antennaReviewFields,
  groupReviewFields,
  isSideEdited,
  orderEditSummary,
  refreshOrderStatus,
  type Side,
} from '../../../domain/maintenance';
import type { OrderDetails } from '../../../protocol/maintenance';
import type {
  AntennaReviewUpdate,
  GroupReviewUpdate,
  ReviewUpdateRequest,
  RowBase,
} from '../../../protocol/maintenance-review';
import { REVIEW_UPDATE_ACTION_ID } from '../api/review-update';
import { orderReviewModel, type ReviewRowView } from './order-review';
import { baseKeyOf, type ReviewDraft } from './review-draft';

export interface BuildReviewUpdateInput {
  details: OrderDetails;
  drafts: readonly ReviewDraft[];
  side: Side;
  arbpl: string;
  /**
   * Which drafts this request carries; by default those not already queued by another entry
   * (a queued draft is on its way: sending it twice would conflict with itself).
   */
  carries?: (draft: ReviewDraft) => boolean;
}

export interface BuiltReviewUpdate {
  request: ReviewUpdateRequest & { ActionId: number };
  /** The drafts the request carries. */
  draftKeys: string[];
}

type GroupSide = Omit<GroupReviewUpdate, 'uuidObj'>;
type AntennaSide = Omit<AntennaReviewUpdate, 'antenna'>;

function groupSide(row: ReviewRowView, side: Side): GroupSide {
  const f = groupReviewFields(row.draft);
  return side === 'Pr'
    ? { groupStatusPr: f.groupStatusPr, groupCommentsPr: f.groupCommentsPr }
    : { groupStatusTl: f.groupStatusTl, groupCommentsTl: f.groupCommentsTl };
}

function antennaSide(row: ReviewRowView, side: Side): AntennaSide {
  const f = antennaReviewFields(row.draft);
  return side === 'Pr'
    ? { antennaStatusPr: f.antennaStatusPr, antennaCommentsPr: f.antennaCommentsPr }
    : { antennaStatusTl: f.antennaStatusTl, antennaCommentsTl: f.antennaCommentsTl };
}

/** The request, or null when no draft differs from the server copy. */
export function buildReviewUpdate(input: BuildReviewUpdateInput): BuiltReviewUpdate | null {
  const { details, side } = input;
  const model = orderReviewModel(details, input.drafts, side);
  const carries = input.carries ?? ((d: ReviewDraft) => d.queuedBy === null);
  const base: Record<string, RowBase> = {};
  const draftKeys: string[] = [];
  const changed = (row: ReviewRowView | null): row is ReviewRowView & { stored: ReviewDraft } => {
    if (!row?.stored || !carries(row.stored) || !isSideEdited(row, side)) return false;
    const b = row.stored.value.base;
    base[baseKeyOf(row)] = { status: b.status ?? '', comment: b.comment };
    draftKeys.push(row.stored.key);
    return true;
  };
  const groups: GroupReviewUpdate[] = [...model.groups.values()]
    .filter(changed)
    .map((row) => ({ uuidObj: row.targetId, ...groupSide(row, side) }));
  const antennas: AntennaReviewUpdate[] = [...model.antennas.values()]
    .filter(changed)
    .map((row) => ({ antenna: Number(row.targetId), ...antennaSide(row, side) }));
  const site = changed(model.inventory) ? model.inventory : null;
  if (draftKeys.length === 0) return null;
  const inventory =
    site || antennas.length > 0 ? { ...(site ? groupSide(site, side) : {}), antennas } : null;
  const summary = orderEditSummary(model.review, side);
  return {
    request: {
      ActionId: REVIEW_UPDATE_ACTION_ID,
      Process: '2',
      Aufnr: details.orderCode,
      Arbpl: input.arbpl,
      Version: details.version,
      Data: { orderCode: details.orderCode, groups, inventory },
      Base: base,
      RefreshOrderStatus: refreshOrderStatus(summary.order),
    },
    draftKeys,
  };
}
