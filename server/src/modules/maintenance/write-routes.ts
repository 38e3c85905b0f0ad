/**
 * api/reverseOrderStatusMP 31 (revert, operator side) and api/UpdateOrderMP 31 (crew or date,
 * lessor side) of spec 3 §7.1: each one ERP write decided by order-plan, audited, answered with the order.
 */
import { eq } from 'drizzle-orm';
import type { CalendarDate } from '../../../../src/domain/maintenance';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  RevertOrderRequest,
  RevertOrderResponse,
  UpdateOrderRequest,
  UpdateOrderResponse,
} from '../../../../src/protocol/maintenance-write';
import type { OrderDecision, OrderSnapshot } from '../../adapters/erp';
import { authOf, defineRoute, ok, refuse, type ApiContext, type ApiRoute } from '../../api/types';
import type { Db } from '../../db/client';
import { crews, suppliers } from '../../db/schema';
import { recordAudit } from '../audit/record';
import {
  planCrewAssignment,
  planDateReassignment,
  planRevertOrder,
  type CrewInfo,
  type WriteOutcome,
} from './order-plan';
import { LESSOR_SIDE, OPERATOR_SIDE, orderScopeOf } from './scope';

const MEXICO_CITY_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Mexico City, 'YYYY-MM-DD': the day the reassignment rules compare with. */
export function mexicoCityToday(now: Date): CalendarDate {
  const part = (type: string) => MEXICO_CITY_DAY.formatToParts(now).find((p) => p.type === type);
  return `${part('year')?.value}-${part('month')?.value}-${part('day')?.value}`;
}

async function crewInfo(db: Db, code: string): Promise<CrewInfo | null> {
  const [crew] = await db
    .select({
      code: crews.code,
      active: crews.active,
      companyCode: crews.companyCode,
      supplierCode: suppliers.code,
    })
    .from(crews)
    .leftJoin(suppliers, eq(suppliers.id, crews.supplierId))
    .where(eq(crews.code, code));
  return crew ?? null;
}

/** Runs one decided write on the order and answers it; audits what was applied. */
async function writeOrder(
  ctx: ApiContext<unknown>,
  resource: string,
  aufnr: string,
  decide: (current: OrderSnapshot) => OrderDecision<WriteOutcome>,
) {
  const { db, erp, log } = ctx.deps;
  const auth = authOf(ctx);
  const scope = await orderScopeOf(db, auth);
  const change = await erp.changeOrder(scope, aufnr, ctx.deps.now(), decide);
  if (!change) return refuse('orderNotFound', ctx.lang, 404);
  const { outcome, after } = change;
  if (!outcome.ok) {
    return {
      status: outcome.status,
      body: { Result: false, Message: outcome.message, Data: null },
    };
  }
  if (change.applied) {
    await recordAudit(db, log, {
      actionId: ctx.actionId,
      resource,
      userId: auth.userId,
      userDisplayName: auth.userDisplayName,
      target: aufnr,
      detail: { ...outcome.detail, version: after.details.version },
    });
  }
  return ok({ Data: after.details });
}

export const orderWriteRoutes: ApiRoute[] = [
  defineRoute({
    name: 'reverseOrderStatusMP',
    actionId: ActionId.Update,
    access: OPERATOR_SIDE,
    request: RevertOrderRequest,
    response: RevertOrderResponse,
    handler: (ctx) =>
      writeOrder(ctx, 'reverseOrderStatusMP', ctx.input.Aufnr, (current) =>
        planRevertOrder(ctx.input.comments, current, ctx.lang),
      ),
  }),
  defineRoute({
    name: 'UpdateOrderMP',
    actionId: ActionId.Update,
    access: LESSOR_SIDE,
    request: UpdateOrderRequest,
    response: UpdateOrderResponse,
    handler: async (ctx) => {
      const { input, lang } = ctx;
      const today = mexicoCityToday(ctx.deps.now());
      const code = input.work_cntr;
      if (code !== undefined) {
        const crew = await crewInfo(ctx.deps.db, code);
        return writeOrder(ctx, 'UpdateOrderMP', input.aufnr, (current) =>
          planCrewAssignment(crew, code, today, current, lang),
        );
      }
      return writeOrder(ctx, 'UpdateOrderMP', input.aufnr, (current) =>
        planDateReassignment(input.start_cons ?? '', input.strttimcon ?? '', today, current, lang),
      );
    },
  }),
];
