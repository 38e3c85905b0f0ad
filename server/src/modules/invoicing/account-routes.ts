/**
 * The lessor's account (spec 2 §2 screen 5, §7): StatementItems (pending or paid documents, with the
 * statement's date rules), OpenItems, ClearedItems and AccountingDocument (the accounting view).
 * Within the caller's scope, as the contracts; with isLessor / IsLessor false, a supplier's account
 * within the supplier scope.
 */
import { STATEMENT_QUERY } from '../../../../src/domain/invoicing/codes';
import { statementRangeProblem } from '../../../../src/domain/invoicing/statement';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import {
  AccountItemsRequest,
  AccountItemsResponse,
  AccountingDocumentRequest,
  AccountingDocumentResponse,
  StatementItemsRequest,
  StatementItemsResponse,
} from '../../../../src/protocol/invoicing-account';
import type { AccountFilter } from '../../adapters/erp/invoicing';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { isoDate, refuseProblem } from './replies';
import {
  SUPPLIER_PARTIES,
  SUPPLIER_READERS,
  supplierRefusal,
  supplierScopeOf,
} from '../supplier-invoicing/scope';
import type { RoleNameValue } from '../../../../src/domain/roles';
import { INVOICING_READERS, invoicingScopeOf, partnerRefusal } from './scope';
import type { AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { withSatStates } from '../sat-watch/states';

/** The account's readers: lessor invoicing's, and the suppliers for their own (isLessor false). */
const ACCOUNT_READERS = [...INVOICING_READERS, ...SUPPLIER_PARTIES];

/**
 * The caller's scope of the account's party, or its refusal: lessor mode reads as lessor
 * invoicing does, supplier mode as supplier invoicing does (a lessor asking in supplier mode, or
 * a supplier in lessor mode, is refused).
 */
async function accountScope(db: Db, auth: AuthSession, filter: AccountFilter, lang: Language) {
  const role = auth.roleName as RoleNameValue;
  const readers = filter.party === 'lessor' ? INVOICING_READERS : SUPPLIER_READERS;
  if (!readers.includes(role))
    return { scope: null, refused: refuse('forbidden', lang, 403) } as const;
  if (filter.party === 'lessor') {
    const scope = await invoicingScopeOf(db, auth);
    return { scope, refused: partnerRefusal(scope, filter, lang) };
  }
  const scope = await supplierScopeOf(db, auth);
  return { scope, refused: supplierRefusal(scope, filter, lang) };
}

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
    access: ACCOUNT_READERS,
    request: AccountItemsRequest,
    response: AccountItemsResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const filter = itemsFilter(ctx.input, items);
      const { scope, refused } = await accountScope(db, authOf(ctx), filter, ctx.lang);
      if (refused || !scope) return refused ?? refuse('forbidden', ctx.lang, 403);
      return ok({ List: await invoicing.accountItems(scope, filter) });
    },
  });

export const accountRoutes: ApiRoute[] = [
  defineRoute({
    name: 'StatementItems',
    actionId: ActionId.View,
    access: ACCOUNT_READERS,
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
      const { scope, refused } = await accountScope(db, authOf(ctx), filter, ctx.lang);
      if (refused || !scope) return refused ?? refuse('forbidden', ctx.lang, 403);
      // Each item with its invoice's state at the SAT, as the re-check last read it.
      return ok({ List: await withSatStates(db, await invoicing.accountItems(scope, filter)) });
    },
  }),
  itemsRoute('OpenItems', 'open'),
  itemsRoute('ClearedItems', 'cleared'),
  defineRoute({
    name: 'AccountingDocument',
    actionId: ActionId.View,
    access: ACCOUNT_READERS,
    request: AccountingDocumentRequest,
    response: AccountingDocumentResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const filter = itemsFilter(ctx.input, ctx.input.ITEMTYPE === 'OPEN' ? 'open' : 'cleared');
      const { scope, refused } = await accountScope(db, authOf(ctx), filter, ctx.lang);
      if (refused || !scope) return refused ?? refuse('forbidden', ctx.lang, 403);
      return ok({ List: await invoicing.accountingLines(scope, filter) });
    },
  }),
];
