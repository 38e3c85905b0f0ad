/**
 * The server's decision on a review update (api/ResultsOrderMP Process '2'): which rows each edit
 * writes, or why the request is refused, from the order's review rows read under its lock and the
 * shared rules of src/domain/maintenance. The edits of one request are decided in order, each on
 * the rows as the edits before it left them; one refusal refuses them all.
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
import {
  rowKey,
  type GroupReviewValues,
  type InventoryReviewValues,
  type ReviewUpdateRequest,
} from '../../../../src/protocol/maintenance-review';
import { message } from '../../../../src/protocol/messages';
import type {
  OrderWrite,
  ReviewDecision,
  ReviewRows,
  ReviewRowsWanted,
  ReviewRowWrite,
} from '../../adapters/erp';
import type { ReplyStatus } from '../../api/types';

export type ReviewInput = v.InferOutput<typeof ReviewUpdateRequest>;
/** One edit of a request: the request's own fields, or one of its Edits. */
export type ReviewEditInput = Pick<ReviewInput, 'Data' | 'Base' | 'RefreshOrderStatus'>;

/** Why nothing was applied: the HTTP status, the message, and the rows concerned. */
export interface ReviewRefusal {
  status: ReplyStatus;
  message: string;
  /** Row keys that changed on the server or are locked (409). */
  conflicts?: string[];
  /** Row edit-state errors (400). */
  errors?: { Row: string; Message: string }[];
}

/** What one edit writes: the row keys, and the order status it moves the order to (or null). */
export interface ReviewApplied {
  rows: string[];
  orderStatus: ReviewStatusCode | null;
}

/** The request's edits, each with what it writes, and the rows as they all leave them. */
export interface ReviewPlan {
  edits: ReviewApplied[];
  after: ReviewRows;
}

export type ReviewOutcome = { ok: true; plan: ReviewPlan } | { ok: false; refusal: ReviewRefusal };

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
  details: ReviewRows,
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
  details: ReviewRows,
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

type EditDecision =
  { ok: true; write: OrderWrite; applied: ReviewApplied } | { ok: false; refusal: ReviewRefusal };

const refuse = (refusal: ReviewRefusal): EditDecision => ({ ok: false, refusal });

/** Decides one edit of `side` on the rows as they are: all of it is applied, or none. */
function planEdit(
  input: ReviewEditInput,
  side: Side,
  details: ReviewRows,
  lang: Language,
): EditDecision {
  const isLessor = side === 'Pr';
  const mode = isLessor ? 'review' : 'operator';
  if (!allowsRowAction({ status: details.status, isLessor, mode }, 'validate')) {
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
    next !== null && (next !== details.orderStatus || LIST_STATUS_OF[next] !== details.status);
  return {
    ok: true,
    write: {
      rows: changed.map((r) => ({
        kind: r.kind,
        id: r.id,
        side,
        status: r.draft[side].status ?? '',
        comment: r.draft[side].comment,
      })),
      order: moves ? { orderStatus: next, status: LIST_STATUS_OF[next] } : {},
    },
    applied: { rows: changed.map((r) => r.key), orderStatus: moves ? next : null },
  };
}

/** One side's new status and comment written into a row's review fields. */
function withSide<T extends object>(
  row: T,
  fields: { status: string; comment: string },
  names: { status: keyof T; comment: keyof T },
): T {
  return { ...row, [names.status]: fields.status, [names.comment]: fields.comment };
}

/** The rows as an edit's writes leave them (the version is the ERP's to bump). */
function afterWrite(rows: ReviewRows, write: OrderWrite): ReviewRows {
  let { groups, inventory } = rows;
  for (const w of write.rows) {
    const group = { status: `groupStatus${w.side}`, comment: `groupComments${w.side}` } as const;
    if (w.kind === 'group') {
      groups = groups.map((g) => (g.uuidObj === w.id ? withSide(g, w, group) : g));
    } else if (w.kind === 'inventory' && inventory) {
      inventory = withSide(inventory, w, group);
    } else if (w.kind === 'antenna' && inventory) {
      const names = {
        status: `antennaStatus${w.side}`,
        comment: `antennaComments${w.side}`,
      } as const;
      const antennas = inventory.antennas.map((x) =>
        String(x.antenna) === w.id ? withSide(x, w, names) : x,
      );
      inventory = { ...inventory, antennas };
    }
  }
  return {
    ...rows,
    groups,
    inventory,
    ...(write.order.status !== undefined && { status: write.order.status as ReviewRows['status'] }),
    ...(write.order.orderStatus !== undefined && {
      orderStatus: write.order.orderStatus as ReviewRows['orderStatus'],
    }),
  };
}

/**
 * Decides the edits of `side` in order, each on the rows as the edits before it left them. One
 * refusal refuses the request (a 409 asks for the whole order to answer with, as a conflict shows
 * the server's rows); otherwise every edit's writes are applied.
 */
export function planReviews(
  edits: readonly ReviewEditInput[],
  side: Side,
  current: ReviewRows,
  lang: Language,
): ReviewDecision<ReviewOutcome> {
  const writes: OrderWrite[] = [];
  const applied: ReviewApplied[] = [];
  let rows = current;
  for (const edit of edits) {
    const decided = planEdit(edit, side, rows, lang);
    if (!decided.ok) return { refuse: decided, withDetails: decided.refusal.status === 409 };
    writes.push(decided.write);
    applied.push(decided.applied);
    rows = afterWrite(rows, decided.write);
  }
  return { apply: { edits: writes }, outcome: { ok: true, plan: { edits: applied, after: rows } } };
}

/** The rows the edits name (every row when one recomputes the order status). */
export function wantedRows(edits: readonly ReviewEditInput[]): ReviewRowsWanted {
  const groups = new Set<string>();
  const antennas = new Set<number>();
  let inventory = false;
  for (const { Data } of edits) {
    for (const group of Data.groups) groups.add(group.uuidObj);
    if (Data.inventory) {
      inventory = true;
      for (const antenna of Data.inventory.antennas) antennas.add(antenna.antenna);
    }
  }
  return {
    all: edits.some((e) => e.RefreshOrderStatus),
    groups: [...groups],
    inventory,
    antennas: [...antennas],
  };
}

/** The review values now of the rows the edits wrote (the inventory when its site or an antenna was). */
export function writtenRows(plan: ReviewPlan): {
  groups: GroupReviewValues[];
  inventory: InventoryReviewValues | null;
} {
  const keys = new Set(plan.edits.flatMap((e) => e.rows));
  const { after } = plan;
  const groups = after.groups.filter((g) => keys.has(rowKey.group(g.uuidObj)));
  const site = after.inventory;
  const antennas = site?.antennas.filter((x) => keys.has(rowKey.antenna(x.antenna))) ?? [];
  const inventory =
    site && (keys.has(rowKey.inventory()) || antennas.length > 0) ? { ...site, antennas } : null;
  return { groups, inventory };
}
