/**
 * api/ResultsOrderMP 31, Process '2' (spec 3 §7.1): a review update of one side, decided by the
 * caller's role, applied all or nothing inside one ERP write, audited, and answered with the order.
 */
import { reviewSideOfRole } from '../../../../src/domain/maintenance';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  ReviewUpdateRefusal,
  ReviewUpdateRequest,
  ReviewUpdateResponse,
} from '../../../../src/protocol/maintenance-review';
import { message } from '../../../../src/protocol/messages';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { recordAudit } from '../audit/record';
import { planReview, wrongSideField } from './review-plan';
import { REVIEW_WRITERS, orderScopeOf } from './scope';

export const reviewRoutes: ApiRoute[] = [
  defineRoute({
    name: 'ResultsOrderMP',
    actionId: ActionId.Update,
    access: REVIEW_WRITERS,
    request: ReviewUpdateRequest,
    response: ReviewUpdateResponse,
    refusal: ReviewUpdateRefusal,
    handler: async (ctx) => {
      const { db, erp, log } = ctx.deps;
      const { input, lang } = ctx;
      const auth = authOf(ctx);
      const side = reviewSideOfRole(auth.roleName);
      if (!side) return refuse('forbidden', lang, 403);
      if (input.Data.orderCode !== input.Aufnr) {
        const text = message('reviewOrderMismatch', lang, { order: input.Aufnr });
        return { status: 400, body: { Result: false, Message: text, Data: null, Conflicts: [] } };
      }
      const field = wrongSideField(input.Data, side);
      if (field) {
        const text = message('reviewWrongSide', lang, { field });
        return { status: 403, body: { Result: false, Message: text, Data: null, Conflicts: [] } };
      }
      const scope = await orderScopeOf(db, auth);
      const change = await erp.changeOrder(scope, input.Aufnr, ctx.deps.now(), (current) =>
        planReview(input, side, current, lang),
      );
      if (!change) return refuse('orderNotFound', lang, 404);
      const { outcome, after } = change;
      if (!outcome.ok) {
        const { status, message: text, conflicts, errors } = outcome.refusal;
        return {
          status,
          body: {
            Result: false,
            Message: text,
            Data: status === 409 ? after.details : null,
            Conflicts: conflicts ?? [],
            ...(errors && { Errors: errors }),
          },
        };
      }
      if (change.applied) {
        await recordAudit(db, log, {
          actionId: ctx.actionId,
          resource: 'ResultsOrderMP',
          userId: auth.userId,
          userDisplayName: auth.userDisplayName,
          target: input.Aufnr,
          detail: {
            process: '2',
            side,
            rows: outcome.applied.rows,
            orderStatus: outcome.applied.orderStatus,
            version: after.details.version,
          },
        });
      }
      return ok({ Data: after.details, Conflicts: [] });
    },
  }),
];
