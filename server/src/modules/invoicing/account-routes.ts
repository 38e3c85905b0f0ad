/**
 * The lessor's account (spec 2 §2 screen 5, §7): StatementItems (pending or paid documents, with the
 * statement's date rules), OpenItems, ClearedItems and AccountingDocument (the accounting view).
 * Within the caller's scope, as the contracts.
 */
import { STATEMENT_QUERY } from '../../../../src/domain/invoicing/codes';
import { statementRangeProblem } from '../../../../src/domain/invoicing/statement';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  AccountItemsRequest,
  AccountItemsResponse,
  AccountingDocumentRequest,
  AccountingDocumentResponse,
  StatementItemsRequest,
  StatementItemsResponse,
} from '../../../../src/protocol/invoicing-account';
import type { AccountFilter } from '../../adapters/erp/invoicing';
import { authOf, defineRoute, ok, type ApiRoute } from '../../api/types';
import { isoDate, refuseProblem } from './replies';
import { INVOICING_READERS, invoicingScopeOf, partnerRefusal } from './scope';

/** The filter of OpenItems, ClearedItems and AccountingDocument. */
function itemsFilter(
  i: { BUKRS: string; LIFNR: string; FROMDATE: string; TODATE: string; IsLessor: boolean },
  items: AccountFilter['items'],
): AccountFilter {
  const from = isoDate(i.FROMDATE);
  return {
    bukrs: i.BUKRS,
    lifnr: i.LIFNR,
    party: i.IsLessor ? 'lessor' : 'supplier',
    items,
    ...(from && { from }),
    to: isoDate(i.TODATE) ?? '',
  };
}

/** OpenItems or ClearedItems: the same call on the open or the cleared side of the account. */
const itemsRoute = (name: string, items: AccountFilter['items']) =>
  defineRoute({
    name,
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: AccountItemsRequest,
    response: AccountItemsResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const filter = itemsFilter(ctx.input, items);
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, filter, ctx.lang);
      if (refused) return refused;
      return ok({ List: await invoicing.accountItems(scope, filter) });
    },
  });

export const accountRoutes: ApiRoute[] = [
  defineRoute({
    name: 'StatementItems',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: StatementItemsRequest,
    response: StatementItemsResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const i = ctx.input;
      const paid = i.tipoConsulta === STATEMENT_QUERY.paid;
      const from = paid ? isoDate(i.fromdate) : undefined;
      const to = isoDate(i.todate) ?? '';
      const problem = statementRangeProblem(
        i.tipoConsulta,
        from ?? null,
        to,
        mexicoCityToday(ctx.deps.now()),
      );
      if (problem) return refuseProblem(problem, ctx.lang);
      const filter: AccountFilter = {
        bukrs: i.bukrs,
        lifnr: i.lifnr,
        party: i.isLessor ? 'lessor' : 'supplier',
        items: paid ? 'cleared' : 'open',
        ...(from && { from }),
        to,
      };
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, filter, ctx.lang);
      if (refused) return refused;
      return ok({ List: await invoicing.accountItems(scope, filter) });
    },
  }),
  itemsRoute('OpenItems', 'open'),
  itemsRoute('ClearedItems', 'cleared'),
  defineRoute({
    name: 'AccountingDocument',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: AccountingDocumentRequest,
    response: AccountingDocumentResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const filter = itemsFilter(ctx.input, ctx.input.ITEMTYPE === 'OPEN' ? 'open' : 'cleared');
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, filter, ctx.lang);
      if (refused) return refused;
      return ok({ List: await invoicing.accountingLines(scope, filter) });
    },
  }),
];
