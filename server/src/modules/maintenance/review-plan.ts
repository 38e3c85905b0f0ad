/**
 * The server's decision on a review update (api/ResultsOrderMP Process '2'): which rows it writes,
 * or why it refuses, from the stored order and the shared rules of src/domain/maintenance.
 */
import type * as v from 'valibot';
import {
  allowsRowAction,
  antennaRowValues,
  groupRowValues,
  isLocked,
  isSideEdited,
  maintenanceMessage,
  orderEditSummary,
  orderStatusAfterSend,
  refreshOrderStatus,
  rowEditState,
  type ReviewStatusCode,
  type RowValues,
  type Side,
} from '../../../../src/domain/maintenance';
import type { Language } from '../../../../src/protocol/envelope';
import type { OrderDetails } from '../../../../src/protocol/maintenance';
import { rowKey, type ReviewUpdateRequest } from '../../../../src/protocol/maintenance-review';
import { message } from '../../../../src/protocol/messages';
import type { OrderDecision, OrderSnapshot, ReviewRowWrite } from '../../adapters/erp';
import type { ReplyStatus } from '../../api/types';

export type ReviewInput = v.InferOutput<typeof ReviewUpdateRequest>;

/** Why nothing was applied: the HTTP status, the message, and the rows concerned. */
export interface ReviewRefusal {
  status: ReplyStatus;
  message: string;
  /** Row keys that changed on the server or are locked (409). */
  conflicts?: string[];
  /** Row edit-state errors (400). */
  errors?: { Row: string; Message: string }[];
}

export interface ReviewApplied {
  rows: string[];
  orderStatus: ReviewStatusCode | null;
}

export type ReviewOutcome =
  { ok: true; applied: ReviewApplied } | { ok: false; refusal: ReviewRefusal };

interface Candidate {
  key: string;
  kind: ReviewRowWrite['kind'];
  id: string;
  server: RowValues;
  draft: RowValues;
}

/** The list status an order review status moves the order to (spec 3 §4.4). */
const LIST_STATUS_OF: Record<ReviewStatusCode, string> = {
  VAPV: '05',
  REPV: '04',
  VATL: '07',
  RETL: '06',
};

const SIDE_FIELDS: Record<Side, readonly string[]> = {
  Pr: ['groupStatusTl', 'groupCommentsTl', 'antennaStatusTl', 'antennaCommentsTl'],
  Tl: ['groupStatusPr', 'groupCommentsPr', 'antennaStatusPr', 'antennaCommentsPr'],
};

/** The first field of the other side present in the body, as a path; null when there is none. */
export function wrongSideField(data: ReviewInput['Data'], side: Side): string | null {
  const foreign = SIDE_FIELDS[side];
  const first = (obj: object, path: string) => {
    const field = Object.keys(obj).find(
      (k) => foreign.includes(k) && (obj as Record<string, unknown>)[k] !== undefined,
    );
    return field ? `${path}.${field}` : null;
  };
  for (const [i, group] of data.groups.entries()) {
    const found = first(group, `groups[${i}]`);
    if (found) return found;
  }
  if (!data.inventory) return null;
  const site = first(data.inventory, 'inventory');
  if (site) return site;
  for (const [i, antenna] of data.inventory.antennas.entries()) {
    const found = first(antenna, `inventory.antennas[${i}]`);
    if (found) return found;
  }
  return null;
}

/** The rows the body names, each with its stored and resulting values; or the first bad name. */
function candidates(
  data: ReviewInput['Data'],
  details: OrderDetails,
): { rows: Candidate[] } | { unknown: string } | { duplicate: string } {
  const rows: Candidate[] = [];
  const seen = new Set<string>();
  const add = (c: Candidate) => {
    if (seen.has(c.key)) return c.key;
    seen.add(c.key);
    rows.push(c);
    return null;
  };
  for (const b of data.groups) {
    const key = rowKey.group(b.uuidObj);
    const s = details.groups.find((g) => g.uuidObj === b.uuidObj);
    if (!s) return { unknown: key };
    const draft = groupRowValues({
      groupStatusPr: b.groupStatusPr ?? s.groupStatusPr,
      groupCommentsPr: b.groupCommentsPr ?? s.groupCommentsPr,
      groupStatusTl: b.groupStatusTl ?? s.groupStatusTl,
      groupCommentsTl: b.groupCommentsTl ?? s.groupCommentsTl,
    });
    const dup = add({ key, kind: 'group', id: b.uuidObj, server: groupRowValues(s), draft });
    if (dup) return { duplicate: dup };
  }
  if (!data.inventory) return { rows };
  const site = details.inventory;
  if (!site) return { unknown: rowKey.inventory() };
  const b = data.inventory;
  add({
    key: rowKey.inventory(),
    kind: 'inventory',
    id: site.uuidObj,
    server: groupRowValues(site),
    draft: groupRowValues({
      groupStatusPr: b.groupStatusPr ?? site.groupStatusPr,
      groupCommentsPr: b.groupCommentsPr ?? site.groupCommentsPr,
      groupStatusTl: b.groupStatusTl ?? site.groupStatusTl,
      groupCommentsTl: b.groupCommentsTl ?? site.groupCommentsTl,
    }),
  });
  for (const ba of b.antennas) {
    const key = rowKey.antenna(ba.antenna);
    const s = site.antennas.find((x) => x.antenna === ba.antenna);
    if (!s) return { unknown: key };
    const draft = antennaRowValues({
      antennaStatusPr: ba.antennaStatusPr ?? s.antennaStatusPr,
      antennaCommentsPr: ba.antennaCommentsPr ?? s.antennaCommentsPr,
      antennaStatusTl: ba.antennaStatusTl ?? s.antennaStatusTl,
      antennaCommentsTl: ba.antennaCommentsTl ?? s.antennaCommentsTl,
    });
    const dup = add({
      key,
      kind: 'antenna',
      id: String(ba.antenna),
      server: antennaRowValues(s),
      draft,
    });
    if (dup) return { duplicate: dup };
  }
  return { rows };
}

/** The order status RefreshOrderStatus sets once the review on `side` is complete, else null. */
function refreshedStatus(
  details: OrderDetails,
  written: ReadonlyMap<string, RowValues>,
  side: Side,
): ReviewStatusCode | null {
  const now = (key: string, stored: RowValues) => {
    const values = written.get(key) ?? stored;
    return { server: values, draft: values };
  };
  const groups = details.groups.map((g) => now(rowKey.group(g.uuidObj), groupRowValues(g)));
  const inv = details.inventory;
  const inventory = inv
    ? {
        site: now(rowKey.inventory(), groupRowValues(inv)),
        antennas: inv.antennas.map((x) => now(rowKey.antenna(x.antenna), antennaRowValues(x))),
      }
    : null;
  if (!refreshOrderStatus(orderEditSummary({ groups, inventory }, side).order)) return null;
  const rows = [...groups, ...(inventory ? [inventory.site, ...inventory.antennas] : [])];
  return orderStatusAfterSend(
    rows.map((r) => r.server[side].status),
    side,
  );
}

const refuse = (refusal: ReviewRefusal): OrderDecision<ReviewOutcome> => ({
  refuse: { ok: false, refusal },
});

/** Decides a review update of `side` on the stored order: all of it is applied, or none. */
export function planReview(
  input: ReviewInput,
  side: Side,
  current: OrderSnapshot,
  lang: Language,
): OrderDecision<ReviewOutcome> {
  const { row, details } = current;
  const isLessor = side === 'Pr';
  const mode = isLessor ? 'review' : 'operator';
  if (!allowsRowAction({ status: row.STATUS, isLessor, mode }, 'validate')) {
    return refuse({ status: 409, message: message('reviewNotAllowed', lang) });
  }
  const named = candidates(input.Data, details);
  if ('unknown' in named) {
    return refuse({
      status: 400,
      message: message('reviewUnknownRow', lang, { row: named.unknown }),
    });
  }
  if ('duplicate' in named) {
    const params = { row: named.duplicate };
    return refuse({ status: 400, message: message('reviewDuplicateRow', lang, params) });
  }
  const changed = named.rows.filter((r) => isSideEdited(r, side));
  const locked = changed.filter((r) => isLocked(r, details.orderStatus)).map((r) => r.key);
  if (locked.length > 0) {
    const params = { rows: locked.join(', ') };
    return refuse({
      status: 409,
      message: message('reviewRowLocked', lang, params),
      conflicts: locked,
    });
  }
  const noBase = changed.find((r) => input.Base[r.key] === undefined);
  if (noBase) {
    return refuse({
      status: 400,
      message: message('reviewMissingBase', lang, { row: noBase.key }),
    });
  }
  const stale = changed
    .filter((r) => {
      const base = input.Base[r.key];
      const stored = r.server[side];
      return base && ((stored.status ?? '') !== base.status || stored.comment !== base.comment);
    })
    .map((r) => r.key);
  if (stale.length > 0) {
    const params = { rows: stale.join(', ') };
    return refuse({
      status: 409,
      message: message('reviewConflict', lang, params),
      conflicts: stale,
    });
  }
  const errors = changed.flatMap((r) => {
    const state = rowEditState(r, side);
    return state.kind === 'error'
      ? [{ Row: r.key, Message: maintenanceMessage(state.error, lang) }]
      : [];
  });
  if (errors[0]) return refuse({ status: 400, message: errors[0].Message, errors });

  const written = new Map(changed.map((r) => [r.key, r.draft]));
  const next = input.RefreshOrderStatus ? refreshedStatus(details, written, side) : null;
  const moves =
    next !== null && (next !== details.orderStatus || LIST_STATUS_OF[next] !== row.STATUS);
  return {
    apply: {
      rows: changed.map((r) => ({
        kind: r.kind,
        id: r.id,
        side,
        status: r.draft[side].status ?? '',
        comment: r.draft[side].comment,
      })),
      order: moves ? { orderStatus: next, status: LIST_STATUS_OF[next] } : {},
    },
    outcome: {
      ok: true,
      applied: { rows: changed.map((r) => r.key), orderStatus: moves ? next : null },
    },
  };
}
