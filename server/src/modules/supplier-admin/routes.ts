/**
 * api/Supplier for the supplier and lessor administration (spec 2 §2 screens 11-14, §7): 20 the
 * list and search, 21 view, 22 by code, 11 insert, 31 update, 41 delete (soft). Administrators
 * change, Visualizar reads (its writes are 403). Every change is audited with the acting user,
 * the ActionId and the supplier, and read back through api/event with Entity 'Supplier'.
 * (10, the user dialog's short list, stays with the user lists it serves.)
 */
import {
  supplierMessage,
  supplierSearchProblem,
  type SupplierProblem,
} from '../../../../src/domain/supplier-invoicing';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  SupplierByCodeRequest,
  SupplierByIdRequest,
  SupplierDeleteResponse,
  SupplierInsertRequest,
  SupplierRecordResponse,
  SupplierSearchRequest,
  SupplierSearchResponse,
  SupplierUpdateRequest,
} from '../../../../src/protocol/supplier-admin';
import {
  authOf,
  defineRoute,
  ok,
  type ApiContext,
  type ApiRefusal,
  type ApiRoute,
} from '../../api/types';
import { recordAudit } from '../audit/record';
import { SUPPLIER_ADMIN_READERS, SUPPLIER_ADMIN_WRITERS, SUPPLIER_RESOURCE } from './access';
import { isDialogSearch, listSuppliers } from './list';
import { readSupplierByCode, readSupplierById } from './record';
import { deleteSupplier, saveSupplier } from './save';

const refusal = (
  problem: SupplierProblem,
  lang: Language,
  status: 200 | 404 = 200,
): ApiRefusal => ({
  status,
  body: { Result: false, Message: supplierMessage(problem, lang) },
});
const notFound = (lang: Language) => refusal({ key: 'supplierNotFound', params: {} }, lang, 404);

async function audit(
  ctx: ApiContext<unknown>,
  actionId: number,
  target: { id: number; code: string },
  detail: Record<string, unknown> = {},
) {
  const auth = authOf(ctx);
  await recordAudit(ctx.deps.db, ctx.deps.log, {
    actionId,
    resource: SUPPLIER_RESOURCE,
    referenceId: target.id,
    userId: auth.userId,
    userDisplayName: auth.userDisplayName,
    target: target.code,
    detail: { by: auth.userName, ...detail },
    date: ctx.deps.now(),
  });
}

export const supplierAdminRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Supplier',
    actionId: ActionId.ListFiltered,
    access: SUPPLIER_ADMIN_READERS,
    request: SupplierSearchRequest,
    response: SupplierSearchResponse,
    handler: async (ctx) => {
      const f = ctx.input.Filter;
      // Spec 2 §5: the search dialog needs a name or a tax id (the list's own filters do not).
      if (isDialogSearch(f)) {
        const problem = supplierSearchProblem({ Name: f.Name ?? '', TIN: f.TIN ?? '' });
        if (problem) return refusal(problem, ctx.lang);
      }
      const list = await listSuppliers(ctx.deps.db, f, ctx.input.Page, ctx.input.PageSize);
      return ok(list);
    },
  }),
  defineRoute({
    name: 'Supplier',
    actionId: ActionId.View,
    access: SUPPLIER_ADMIN_READERS,
    request: SupplierByIdRequest,
    response: SupplierRecordResponse,
    handler: async (ctx) => {
      const record = await readSupplierById(ctx.deps.db, ctx.input.Supplier.Id);
      return record ? ok(record) : notFound(ctx.lang);
    },
  }),
  defineRoute({
    name: 'Supplier',
    actionId: ActionId.SpecialView,
    access: SUPPLIER_ADMIN_READERS,
    request: SupplierByCodeRequest,
    response: SupplierRecordResponse,
    handler: async (ctx) => {
      const record = await readSupplierByCode(ctx.deps.db, ctx.input.Supplier.Code);
      return record ? ok(record) : notFound(ctx.lang);
    },
  }),
  defineRoute({
    name: 'Supplier',
    actionId: ActionId.Insert,
    access: SUPPLIER_ADMIN_WRITERS,
    request: SupplierInsertRequest,
    response: SupplierRecordResponse,
    handler: async (ctx) => {
      // Insert is the save without an Id; a body carrying one is an update sent to the wrong call.
      if (ctx.input.Supplier.Id !== null)
        return {
          status: 400,
          body: {
            Result: false,
            Message: message('malformedBody', ctx.lang, { field: 'Supplier.Id' }),
          },
        };
      const now = ctx.deps.now();
      const saved = await saveSupplier(
        ctx.deps.db,
        ctx.input,
        null,
        authOf(ctx).userDisplayName,
        now,
      );
      if (!saved.ok) return refusal(saved.problem, ctx.lang);
      await audit(ctx, ActionId.Insert, saved);
      const record = await readSupplierById(ctx.deps.db, saved.id);
      if (!record) return notFound(ctx.lang);
      return ok({ ...record, Message: message('confirmInsert', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'Supplier',
    actionId: ActionId.Update,
    access: SUPPLIER_ADMIN_WRITERS,
    request: SupplierUpdateRequest,
    response: SupplierRecordResponse,
    handler: async (ctx) => {
      const id = ctx.input.Supplier.Id;
      const saved = await saveSupplier(
        ctx.deps.db,
        ctx.input,
        id,
        authOf(ctx).userDisplayName,
        ctx.deps.now(),
      );
      if (!saved.ok) return refusal(saved.problem, ctx.lang, saved.notFound ? 404 : 200);
      await audit(ctx, ActionId.Update, saved);
      const record = await readSupplierById(ctx.deps.db, saved.id);
      if (!record) return notFound(ctx.lang);
      return ok({ ...record, Message: message('confirmUpdate', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'Supplier',
    actionId: ActionId.Delete,
    access: SUPPLIER_ADMIN_WRITERS,
    request: SupplierByIdRequest,
    response: SupplierDeleteResponse,
    handler: async (ctx) => {
      const id = ctx.input.Supplier.Id;
      const done = await deleteSupplier(
        ctx.deps.db,
        id,
        authOf(ctx).userDisplayName,
        ctx.deps.now(),
      );
      if (!done.ok) return notFound(ctx.lang);
      await audit(ctx, ActionId.Delete, { id, code: done.code });
      return ok({ Message: message('confirmDelete', ctx.lang) });
    },
  }),
];
