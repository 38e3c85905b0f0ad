/**
 * api/user for user administration (spec 1 §2.8, §7 User): 10 the grouped list, 20 the search,
 * 21 view, 11 insert, 31 update or multiple update, 41 delete, 34 send activation. Readers are the
 * roles that open user administration; writers the same without Visualizar. Every change is
 * audited with the acting user, the ActionId and the target user.
 */
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  UserActivationResponse,
  UserByIdRequest,
  UserDeleteResponse,
  UserInsertRequest,
  UserListRequest,
  UserListResponse,
  UserRecordResponse,
  UserSearchRequest,
  UserUpdateOrMultipleRequest,
  UserUpdateResponse,
} from '../../../../src/protocol/user-admin';
import { mayViewUser } from '../../../../src/domain/user-admin';
import { defineRoute, ok, refuse, type ApiContext, type ApiRoute } from '../../api/types';
import { recordAudit } from '../audit/record';
import { deleteUser, sendActivation, updateMany } from './actions';
import { portalOrigin } from '../account/outbox';
import { listUsers } from './list';
import { readUserRecord } from './record';
import { saveUser } from './save';
import { refusalReply } from './save-checks';
import {
  USER_ADMIN_READERS,
  USER_ADMIN_WRITERS,
  actorOf,
  isReply,
  loadUserLinks,
  type Actor,
} from './scope';

const RESOURCE = 'user';

async function audit(
  ctx: ApiContext<unknown>,
  actor: Actor,
  actionId: number,
  target: { id: number; userName: string },
  detail: Record<string, unknown> = {},
) {
  await recordAudit(ctx.deps.db, ctx.deps.log, {
    actionId,
    resource: RESOURCE,
    referenceId: target.id,
    userId: actor.id,
    userDisplayName: actor.displayName,
    target: target.userName,
    detail: { by: actor.userName, ...detail },
    date: ctx.deps.now(),
  });
}

/**
 * A cursor this server wrote, but of a role the caller does not see in this list (another user's
 * or another list's page): malformed for this call, like a cursor that does not decode.
 */
const foreignCursor = (lang: Language) => ({
  status: 400 as const,
  body: { Result: false as const, Message: message('malformedBody', lang, { field: 'Cursor' }) },
});

export const userAdminRoutes: ApiRoute[] = [
  defineRoute({
    name: 'user',
    actionId: ActionId.ListAll,
    access: USER_ADMIN_READERS,
    request: UserListRequest,
    response: UserListResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const list = await listUsers(ctx.deps.db, actor, {
        mode: 'list',
        filter: ctx.input.Filter,
        page: ctx.input.Page,
        pageSize: ctx.input.PageSize,
        after: ctx.input.Cursor,
        now: ctx.deps.now(),
      });
      return list === 'foreignCursor' ? foreignCursor(ctx.lang) : ok({ ...list });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.ListFiltered,
    access: USER_ADMIN_READERS,
    request: UserSearchRequest,
    response: UserListResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const f = ctx.input.Filter;
      // Spec 1 §5 Search users: a user name or a name is required.
      if (!f.UserName?.trim() && !f.Name?.trim()) return refuse('alertSearchUser', ctx.lang);
      if (f.StartDate && f.EndDate && f.StartDate > f.EndDate) {
        return refuse('userSearchDates', ctx.lang);
      }
      const list = await listUsers(ctx.deps.db, actor, {
        mode: 'search',
        filter: f,
        page: ctx.input.Page,
        pageSize: ctx.input.PageSize,
        after: ctx.input.Cursor,
        now: ctx.deps.now(),
      });
      return list === 'foreignCursor' ? foreignCursor(ctx.lang) : ok({ ...list });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.View,
    access: USER_ADMIN_READERS,
    request: UserByIdRequest,
    response: UserRecordResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const target = await loadUserLinks(ctx.deps.db, ctx.input.User.Id);
      if (!target || !mayViewUser(actor, target)) return refuse('userNotFound', ctx.lang, 404);
      const record = await readUserRecord(ctx.deps.db, actor, target.id);
      if (!record) return refuse('userNotFound', ctx.lang, 404);
      return ok({ ...record });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.Insert,
    access: USER_ADMIN_WRITERS,
    request: UserInsertRequest,
    response: UserRecordResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      // Insert is the save without an Id; a body carrying one is an update sent to the wrong call.
      if (ctx.input.User.Id !== null) {
        return {
          status: 400,
          body: {
            Result: false,
            Message: message('malformedBody', ctx.lang, { field: 'User.Id' }),
          },
        };
      }
      const now = ctx.deps.now();
      const saved = await saveUser(ctx.deps.db, actor, ctx.input, null, ctx.lang, now);
      if (saved.kind === 'refused') return saved.reply;
      await audit(ctx, actor, ActionId.Insert, saved, { role: ctx.input.User.RoleId });
      const record = await readUserRecord(ctx.deps.db, actor, saved.id);
      // Gone only if deleted in between; answering Result true without the user would break 11's shape.
      if (!record) return refuse('userNotFound', ctx.lang, 404);
      return ok({ Message: message('confirmInsert', ctx.lang), ...record });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.Update,
    access: USER_ADMIN_WRITERS,
    request: UserUpdateOrMultipleRequest,
    response: UserUpdateResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const now = ctx.deps.now();
      const input = ctx.input;
      if ('Multiple' in input) {
        const { Ids, Active, Unlock } = input.Multiple;
        if (Active === undefined && !Unlock) return refuse('userMultipleEmpty', ctx.lang, 400);
        const done = await updateMany(ctx.deps.db, actor, Ids, { Active, Unlock }, now);
        if (!done.ok) return refusalReply(done.refusal, ctx.lang);
        for (const t of done.targets) {
          await audit(ctx, actor, ActionId.Update, t, { multiple: true, Active, Unlock });
        }
        return ok({ Message: message('confirmUpdate', ctx.lang), Updated: done.targets.length });
      }
      const saved = await saveUser(ctx.deps.db, actor, input, input.User.Id, ctx.lang, now);
      if (saved.kind === 'refused') return saved.reply;
      await audit(ctx, actor, ActionId.Update, saved, { role: input.User.RoleId });
      const record = await readUserRecord(ctx.deps.db, actor, saved.id);
      if (!record) return refuse('userNotFound', ctx.lang, 404);
      return ok({ Message: message('confirmUpdate', ctx.lang), ...record });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.Delete,
    access: USER_ADMIN_WRITERS,
    request: UserByIdRequest,
    response: UserDeleteResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const id = ctx.input.User.Id;
      const done = await deleteUser(ctx.deps.db, actor, id);
      if (!done.ok) return refusalReply(done.refusal, ctx.lang);
      await audit(ctx, actor, ActionId.Delete, { id, userName: done.userName });
      return ok({ Message: message('confirmDelete', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.SendActivation,
    access: USER_ADMIN_WRITERS,
    request: UserByIdRequest,
    response: UserActivationResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const id = ctx.input.User.Id;
      const sent = await sendActivation(ctx.deps.db, actor, id, ctx.lang, ctx.deps.now(), {
        origin: portalOrigin(ctx.deps.env),
        hours: ctx.deps.env.TEMPORARY_PASSWORD_HOURS,
      });
      if (!sent.ok) {
        return sent.refusal === 'userNoEmail'
          ? refuse('userNoEmail', ctx.lang)
          : refusalReply(sent.refusal, ctx.lang);
      }
      await audit(
        ctx,
        actor,
        ActionId.SendActivation,
        { id, userName: sent.userName },
        {
          mailId: sent.mailId,
        },
      );
      return ok({ Message: message('activationSent', ctx.lang) });
    },
  }),
];
