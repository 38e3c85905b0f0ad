/**
 * api/ResultsOrderMP 31, Process '2' (spec 3 §7.1): a review update of one side, decided by the
 * caller's role, applied all or nothing inside one ERP write, audited, and answered with what it
 * changed: the order's version before and after, its review status, and the rows written
 * (ReviewChange, a few hundred bytes), never the whole order. A 409 still answers the whole
 * current order with the conflicting rows, for the user to choose per row.
 *
 * Several edits of one order in one request (Edits): one request, one Idempotency-Key. The device
 * joins queued edits into ONE outbox entry before that entry is first sent (src/offline/
 * review-batch.ts): an entry that may have reached the server is never joined or changed, so a key
 * always stands for the same body, and the server's idempotency store (api/idempotency.ts) answers
 * a replay of it without applying anything. The server applies the request's edits in order in one
 * transaction, each checked on the rows as the edits before it left them; one refusal refuses them
 * all (the request is one entry: it is applied once, or parked whole with the refusing edit's
 * answer). So an edit is applied at most once — its entry's key is claimed before and stored after
 * the write — and never lost: its entry leaves the outbox only on the server's answer. Each edit
 * still bumps the version once and is audited once, as if it had come alone; the audit events are
 * written with the stored answer (ApiReply.audit).
 */
import { reviewSideOfRole, type Side } from '../../../../src/domain/maintenance';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  ReviewUpdateRefusal,
  ReviewUpdateRequest,
  ReviewUpdateResponse,
  type ReviewChange,
} from '../../../../src/protocol/maintenance-review';
import { message } from '../../../../src/protocol/messages';
import {
  authOf,
  defineRoute,
  ok,
  refuse,
  type ApiContext,
  type ApiRoute,
  type AuditRecord,
} from '../../api/types';
import {
  planReviews,
  wantedRows,
  writtenRows,
  wrongSideField,
  type ReviewEditInput,
  type ReviewPlan,
} from './review-plan';
import { REVIEW_WRITERS, orderScopeOf } from './scope';

const RESOURCE = 'ResultsOrderMP';

/** Each edit's result: the version it left the order at (the base, plus one per writing edit). */
function editResults(plan: ReviewPlan, baseVersion: number) {
  let version = baseVersion;
  return plan.edits.map((edit) => {
    if (edit.rows.length > 0 || edit.orderStatus !== null) version++;
    return { Version: version, Rows: edit.rows };
  });
}

/**
 * One audit row per edit that wrote something, as a lone request would have (spec 1 §9), written
 * by the dispatcher with the stored answer (ApiReply.audit).
 */
function auditOfEdits(
  ctx: ApiContext<unknown>,
  aufnr: string,
  side: Side,
  plan: ReviewPlan,
  baseVersion: number,
): AuditRecord[] {
  const auth = authOf(ctx);
  const results = editResults(plan, baseVersion);
  return plan.edits.flatMap((edit, i) =>
    edit.rows.length > 0 || edit.orderStatus !== null
      ? [
          {
            actionId: ctx.actionId,
            resource: RESOURCE,
            referenceId: null,
            userId: auth.userId,
            userDisplayName: auth.userDisplayName,
            target: aufnr,
            detail: {
              process: '2',
              side,
              rows: edit.rows,
              orderStatus: edit.orderStatus,
              version: results[i]!.Version,
            },
          },
        ]
      : [],
  );
}

export const reviewRoutes: ApiRoute[] = [
  defineRoute({
    name: RESOURCE,
    actionId: ActionId.Update,
    access: REVIEW_WRITERS,
    request: ReviewUpdateRequest,
    response: ReviewUpdateResponse,
    refusal: ReviewUpdateRefusal,
    handler: async (ctx) => {
      const { db, erp } = ctx.deps;
      const { input, lang } = ctx;
      const auth = authOf(ctx);
      const side = reviewSideOfRole(auth.roleName);
      if (!side) return refuse('forbidden', lang, 403);
      const edits: ReviewEditInput[] = [input, ...input.Edits];
      for (const [i, edit] of edits.entries()) {
        if (edit.Data.orderCode !== input.Aufnr) {
          const text = message('reviewOrderMismatch', lang, { order: input.Aufnr });
          return { status: 400, body: { Result: false, Message: text, Data: null, Conflicts: [] } };
        }
        const field = wrongSideField(edit.Data, side);
        if (field) {
          const path = i === 0 ? field : `Edits[${i - 1}].Data.${field}`;
          const text = message('reviewWrongSide', lang, { field: path });
          return { status: 403, body: { Result: false, Message: text, Data: null, Conflicts: [] } };
        }
      }
      const scope = await orderScopeOf(db, auth);
      const written = await erp.changeReview(
        scope,
        input.Aufnr,
        ctx.deps.now(),
        wantedRows(edits),
        (current) => planReviews(edits, side, current, lang),
      );
      if (!written) return refuse('orderNotFound', lang, 404);
      const { outcome, baseVersion, version } = written;
      if (!outcome.ok) {
        const { status, message: text, conflicts, errors } = outcome.refusal;
        return {
          status,
          body: {
            Result: false,
            Message: text,
            Data: status === 409 ? written.details : null,
            Conflicts: conflicts ?? [],
            ...(errors && { Errors: errors }),
          },
        };
      }
      const { plan } = outcome;
      const change: ReviewChange = {
        orderCode: input.Aufnr,
        baseVersion,
        version,
        orderStatus: plan.after.orderStatus,
        ...writtenRows(plan),
      };
      return {
        ...ok({
          Data: change,
          Conflicts: [],
          ...(input.Edits.length > 0 && { Edits: editResults(plan, baseVersion) }),
        }),
        ...(written.applied && { audit: auditOfEdits(ctx, input.Aufnr, side, plan, baseVersion) }),
      };
    },
  }),
];
