/**
 * The client administration on api/client (spec 3 §3.16; the named route AdminClient admits
 * administrators only, spec 1 §2.1 / spec 3 §2.7): 20 list and search, 21 view, 22 a code looked
 * up in the ERP's customer master, 11 insert, 31 update, 41 delete. Only Administrador and
 * Developer call them; everyone else gets 403. Business refusals are 200 with Result false and a
 * translated Message; every change is audited (resource Client, reference the principal's code)
 * and read back through api/event. (api/client 10, the client selector, stays in modules/client.)
 */
import { clientFormProblem, clientSearchProblem } from '../../../../src/domain/client-admin';
import {
  ClientByCodeRequest,
  ClientDeleteResponse,
  ClientLookupResponse,
  ClientRecordResponse,
  ClientSaveRequest,
  ClientSearchRequest,
  ClientSearchResponse,
} from '../../../../src/protocol/client-admin';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import { message, type MessageKey } from '../../../../src/protocol/messages';
import {
  authOf,
  defineRoute,
  ok,
  type ApiContext,
  type ApiRefusal,
  type ApiRoute,
} from '../../api/types';
import { recordAudit } from '../audit/record';
import { CLIENT_ADMINS, CLIENT_RESOURCE } from './access';
import {
  deleteClient,
  isDialogSearch,
  listClients,
  lookupCustomer,
  readClient,
  saveClient,
  type ClientWriteOutcome,
} from './store';

const refusal = (
  key: MessageKey,
  lang: Language,
  params: Record<string, string> = {},
  status: 200 | 404 = 200,
): ApiRefusal => ({ status, body: { Result: false, Message: message(key, lang, params) } });

/** A form or search problem's message (its field only places it on the page). */
const problemReply = (p: { key: MessageKey; params: Record<string, string> }, lang: Language) =>
  refusal(p.key, lang, p.params);

async function audit(ctx: ApiContext<unknown>, actionId: number, code: string) {
  const auth = authOf(ctx);
  await recordAudit(ctx.deps.db, ctx.deps.log, {
    actionId,
    resource: CLIENT_RESOURCE,
    referenceId: code,
    userId: auth.userId,
    userDisplayName: auth.userDisplayName,
    target: code,
    detail: { by: auth.userName },
    date: ctx.deps.now(),
  });
}

const outcomeRefusal = (o: Exclude<ClientWriteOutcome, { ok: true }>, lang: Language) =>
  refusal(o.problem, lang, o.params, o.status);

async function save(
  ctx: ApiContext<{
    Client: { Code: string; CompanyId: string; Active: boolean };
    Children: { Code: string; Active: boolean }[];
  }>,
  isNew: boolean,
) {
  const { Client, Children } = ctx.input;
  const problem = clientFormProblem({ ...Client, Children });
  if (problem) return problemReply(problem, ctx.lang);
  const saved = await saveClient(
    ctx.deps.db,
    ctx.deps.customers,
    {
      code: Client.Code,
      companyId: Client.CompanyId,
      active: Client.Active,
      children: Children.map((c) => ({ code: c.Code, active: c.Active })),
    },
    isNew,
    authOf(ctx).userDisplayName,
    ctx.deps.now(),
  );
  if (!saved.ok) return outcomeRefusal(saved, ctx.lang);
  await audit(ctx, isNew ? ActionId.Insert : ActionId.Update, saved.code);
  const record = await readClient(ctx.deps.db, ctx.deps.customers, saved.code);
  if (!record) return refusal('clientNotFound', ctx.lang, {}, 404);
  return ok({
    Client: record,
    Message: message(isNew ? 'confirmInsert' : 'confirmUpdate', ctx.lang),
  });
}

export const clientAdminRoutes: ApiRoute[] = [
  defineRoute({
    name: 'client',
    actionId: ActionId.ListFiltered,
    access: CLIENT_ADMINS,
    request: ClientSearchRequest,
    response: ClientSearchResponse,
    handler: async (ctx) => {
      const f = ctx.input.Filter;
      if (isDialogSearch(f)) {
        const problem = clientSearchProblem({ Name: f.Name ?? '', Code: f.Code ?? '' });
        if (problem) return problemReply(problem, ctx.lang);
      }
      return ok(
        await listClients(ctx.deps.db, ctx.deps.customers, f, ctx.input.Page, ctx.input.PageSize),
      );
    },
  }),
  defineRoute({
    name: 'client',
    actionId: ActionId.View,
    access: CLIENT_ADMINS,
    request: ClientByCodeRequest,
    response: ClientRecordResponse,
    handler: async (ctx) => {
      const record = await readClient(ctx.deps.db, ctx.deps.customers, ctx.input.Client.Code);
      return record ? ok({ Client: record }) : refusal('clientNotFound', ctx.lang, {}, 404);
    },
  }),
  defineRoute({
    name: 'client',
    actionId: ActionId.SpecialView,
    access: CLIENT_ADMINS,
    request: ClientByCodeRequest,
    response: ClientLookupResponse,
    handler: async (ctx) => {
      const typed = ctx.input.Client.Code.trim();
      const found = await lookupCustomer(ctx.deps.db, ctx.deps.customers, typed);
      return found
        ? ok({ Customer: found })
        : refusal('clientUnknown', ctx.lang, { code: typed }, 404);
    },
  }),
  defineRoute({
    name: 'client',
    actionId: ActionId.Insert,
    access: CLIENT_ADMINS,
    request: ClientSaveRequest,
    response: ClientRecordResponse,
    handler: (ctx) => save(ctx, true),
  }),
  defineRoute({
    name: 'client',
    actionId: ActionId.Update,
    access: CLIENT_ADMINS,
    request: ClientSaveRequest,
    response: ClientRecordResponse,
    handler: (ctx) => save(ctx, false),
  }),
  defineRoute({
    name: 'client',
    actionId: ActionId.Delete,
    access: CLIENT_ADMINS,
    request: ClientByCodeRequest,
    response: ClientDeleteResponse,
    handler: async (ctx) => {
      const deleted = await deleteClient(ctx.deps.db, ctx.input.Client.Code);
      if (!deleted.ok) return outcomeRefusal(deleted, ctx.lang);
      await audit(ctx, ActionId.Delete, deleted.code);
      return ok({ Message: message('confirmDelete', ctx.lang) });
    },
  }),
];
