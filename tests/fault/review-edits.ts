/**
 * Review edits for the fault test: real api/ResultsOrderMP Process '2' bodies queued with saveEdit,
 * and the expected server state they produce.
 *
 * Base scheme: an edit's Base for a group is the value the PREVIOUS queued edit of that group set
 * (or the server's value read before the run). The engine sends an order's entries strictly in
 * order and each must apply exactly once, so by the time an edit reaches the server its Base is
 * exactly the server's current value: what a device holds after its earlier edits were
 * acknowledged. A lost edit or a duplicate shows up as a version/audit count mismatch, a final
 * value mismatch, or a 409 on the next edit (which would be parked and fail the run).
 */
import type { PortalDatabase } from '../../src/offline/db';
import { saveEdit } from '../../src/offline/outbox';
import type { OrderDetails } from '../../src/protocol/maintenance';
import { rowKey, type RowBase } from '../../src/protocol/maintenance-review';
import { auditCount, details, reviewBody } from '../../server/src/testing/maintenance-kit';
import type { TestApp } from '../../server/src/testing/test-app';
import { between, pick, type Random } from './random';

export interface OrderPlan {
  code: string;
  /** Version and audit rows before the run. */
  version: number;
  audits: number;
  /** Groups the lessor may edit (no operator status), and their expected Pr values. */
  rows: Map<string, RowBase>;
  edits: number;
}

export async function planOrder(t: TestApp, token: string, code: string): Promise<OrderPlan> {
  const d: OrderDetails = await details(t, token, code);
  const rows = new Map<string, RowBase>();
  for (const g of d.groups) {
    if (g.groupStatusTl === '') {
      rows.set(g.uuidObj, { status: g.groupStatusPr, comment: g.groupCommentsPr });
    }
  }
  if (rows.size < 2) throw new Error(`order ${code} has too few editable groups`);
  return { code, version: d.version, audits: await auditCount(t, code), rows, edits: 0 };
}

/** Queues `count` edits across the orders; each changes one or two groups with a unique comment. */
export async function queueEdits(
  db: PortalDatabase,
  userId: number,
  plans: readonly OrderPlan[],
  count: number,
  random: Random,
  tag: string,
): Promise<void> {
  for (let i = 0; i < count; i++) {
    const plan = pick(random, plans);
    const ids = [...plan.rows.keys()];
    const first = between(random, 0, ids.length - 1);
    const touched = random() < 0.5 ? [ids[first]!] : [ids[first]!, ids[(first + 1) % ids.length]!];
    const base: Record<string, RowBase> = {};
    const groups = touched.map((uuidObj, n) => {
      base[rowKey.group(uuidObj)] = plan.rows.get(uuidObj)!;
      const next: RowBase = {
        status: random() < 0.6 ? 'VAPV' : 'REPV',
        comment: `${tag} e${i} g${n}`,
      };
      plan.rows.set(uuidObj, next);
      return { uuidObj, groupStatusPr: next.status, groupCommentsPr: next.comment };
    });
    const body = reviewBody(
      { orderCode: plan.code, version: plan.version + plan.edits },
      { groups },
      base,
    );
    plan.edits++;
    await saveEdit(db, {
      userId,
      orderCode: plan.code,
      mutation: { name: 'ResultsOrderMP', body },
      now: 0,
      newKey: () => `${tag}-${i}`,
    });
  }
}

export interface Verdict {
  lost: number;
  duplicated: number;
  problems: string[];
}

/** Compares the server with the plans: each edit applied exactly once, last values standing. */
export async function verify(
  t: TestApp,
  token: string,
  plans: readonly OrderPlan[],
): Promise<Verdict> {
  const verdict: Verdict = { lost: 0, duplicated: 0, problems: [] };
  for (const plan of plans) {
    const d = await details(t, token, plan.code);
    const grew = d.version - plan.version;
    const audited = (await auditCount(t, plan.code)) - plan.audits;
    const wrong = d.groups.filter((g) => {
      const want = plan.rows.get(g.uuidObj);
      return want && (want.status !== g.groupStatusPr || want.comment !== g.groupCommentsPr);
    });
    if (grew > plan.edits || audited > plan.edits) verdict.duplicated++;
    const missing = Math.max(0, plan.edits - grew, plan.edits - audited);
    verdict.lost += missing > 0 ? missing : wrong.length > 0 ? 1 : 0;
    if (grew !== plan.edits || audited !== plan.edits || wrong.length > 0) {
      verdict.problems.push(
        `order ${plan.code}: ${plan.edits} edits, version +${grew}, audit +${audited}, ` +
          `${wrong.length} groups not at their last queued value`,
      );
    }
  }
  return verdict;
}
