/**
 * api/Crew (spec 3 §7.3: 20 list and search, 22 by code, 21 view, 11 insert, 31 update, 41
 * delete) and api/Region (§7.5: 20, 21, 11, 31, 41) for the crew and region administration.
 * Administrators change, Visualizar and Mantenimiento read (their writes are 403). Business
 * refusals are 200 with Result false and a translated Message; every change is audited with the
 * acting user, the ActionId and the code, and read back through api/event (Entity Crew / Region).
 * (api/Crew 10 and api/Region 10, the user dialog's short lists, stay with user-lists.)
 */
import {
  crewFormProblem,
  crewSearchProblem,
  regionFormProblem,
  regionSearchProblem,
  type CrewProblem,
} from '../../../../src/domain/crew-admin';
import {
  CrewByCodeRequest,
  CrewCodeFilterRequest,
  CrewCodeListResponse,
  CrewDeleteResponse,
  CrewRecordResponse,
  CrewSaveRequest,
  CrewSearchRequest,
  CrewSearchResponse,
  RegionByCodeRequest,
  RegionDeleteResponse,
  RegionRecordResponse,
  RegionSaveRequest,
  RegionSearchRequest,
  RegionSearchResponse,
} from '../../../../src/protocol/crew-admin';
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
import { CREW_ADMIN_READERS, CREW_ADMIN_WRITERS, CREW_RESOURCE, REGION_RESOURCE } from './access';
import {
  crewsByCode,
  deleteCrew,
  deleteRegion,
  isDialogSearch,
  listCrews,
  listRegions,
  readCrew,
  readRegion,
  saveCrew,
  saveRegion,
} from './store';

const problemReply = (p: CrewProblem, lang: Language): ApiRefusal => ({
  status: 200,
  body: { Result: false, Message: message(p.key, lang, p.params) },
});
const refusal = (
  key: MessageKey,
  lang: Language,
  params: Record<string, string> = {},
  status: 200 | 404 = 200,
): ApiRefusal => ({ status, body: { Result: false, Message: message(key, lang, params) } });

async function audit(ctx: ApiContext<unknown>, resource: string, actionId: number, code: string) {
  const auth = authOf(ctx);
  await recordAudit(ctx.deps.db, ctx.deps.log, {
    actionId,
    resource,
    referenceId: code,
    userId: auth.userId,
    userDisplayName: auth.userDisplayName,
    target: code,
    detail: { by: auth.userName },
    date: ctx.deps.now(),
  });
}

/** The save of 11 (isNew) and 31: the domain rules, then the store's, audited. */
async function crewSave(
  ctx: ApiContext<{
    Crew: {
      Code: string;
      Name: string;
      Active: boolean;
      CompanyCode: string;
      RegionCode: string | null;
    };
    Supplier: { Id: number | null };
  }>,
  isNew: boolean,
) {
  const { Crew, Supplier } = ctx.input;
  const problem = crewFormProblem({
    Name: Crew.Name,
    Code: Crew.Code,
    SupplierId: Supplier.Id,
    CompanyCode: Crew.CompanyCode,
  });
  if (problem) return problemReply(problem, ctx.lang);
  const saved = await saveCrew(
    ctx.deps.db,
    {
      code: Crew.Code,
      name: Crew.Name,
      active: Crew.Active,
      companyCode: Crew.CompanyCode,
      regionCode: Crew.RegionCode,
      supplierId: Supplier.Id ?? 0,
    },
    isNew,
    authOf(ctx).userDisplayName,
    ctx.deps.now(),
  );
  if (!saved.ok)
    return refusal(
      saved.problem,
      ctx.lang,
      { code: Crew.Code.trim() },
      saved.problem === 'crewNotFound' ? 404 : 200,
    );
  await audit(ctx, CREW_RESOURCE, isNew ? ActionId.Insert : ActionId.Update, saved.code);
  const record = await readCrew(ctx.deps.db, saved.code);
  if (!record) return refusal('crewNotFound', ctx.lang, {}, 404);
  return ok({
    Crew: record,
    Supplier: record.Supplier,
    Message: message(isNew ? 'confirmInsert' : 'confirmUpdate', ctx.lang),
  });
}

async function regionSave(
  ctx: ApiContext<{ Region: { Code: string; Name: string; Active: boolean } }>,
  isNew: boolean,
) {
  const { Region } = ctx.input;
  const problem = regionFormProblem(Region);
  if (problem) return problemReply(problem, ctx.lang);
  const saved = await saveRegion(
    ctx.deps.db,
    { code: Region.Code, name: Region.Name, active: Region.Active },
    isNew,
    authOf(ctx).userDisplayName,
    ctx.deps.now(),
  );
  if (!saved.ok)
    return refusal(
      saved.problem,
      ctx.lang,
      { code: Region.Code.trim() },
      saved.problem === 'regionNotFound' ? 404 : 200,
    );
  await audit(ctx, REGION_RESOURCE, isNew ? ActionId.Insert : ActionId.Update, saved.code);
  const record = await readRegion(ctx.deps.db, saved.code);
  if (!record) return refusal('regionNotFound', ctx.lang, {}, 404);
  return ok({
    Region: record,
    Message: message(isNew ? 'confirmInsert' : 'confirmUpdate', ctx.lang),
  });
}

export const crewAdminRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Crew',
    actionId: ActionId.ListFiltered,
    access: CREW_ADMIN_READERS,
    request: CrewSearchRequest,
    response: CrewSearchResponse,
    handler: async (ctx) => {
      const f = ctx.input.Filter;
      if (isDialogSearch(f)) {
        const problem = crewSearchProblem({ Name: f.Name ?? '', Code: f.Code ?? '' });
        if (problem) return problemReply(problem, ctx.lang);
      }
      return ok(await listCrews(ctx.deps.db, f, ctx.input.Page, ctx.input.PageSize));
    },
  }),
  defineRoute({
    name: 'Crew',
    actionId: ActionId.SpecialView,
    access: CREW_ADMIN_READERS,
    request: CrewCodeFilterRequest,
    response: CrewCodeListResponse,
    handler: async (ctx) => {
      const problem = crewSearchProblem({ Name: '', Code: ctx.input.Filter.Code });
      if (problem) return problemReply(problem, ctx.lang);
      return ok({ List: await crewsByCode(ctx.deps.db, ctx.input.Filter.Code) });
    },
  }),
  defineRoute({
    name: 'Crew',
    actionId: ActionId.View,
    access: CREW_ADMIN_READERS,
    request: CrewByCodeRequest,
    response: CrewRecordResponse,
    handler: async (ctx) => {
      const record = await readCrew(ctx.deps.db, ctx.input.Crew.Code);
      if (!record) return refusal('crewNotFound', ctx.lang, {}, 404);
      return ok({ Crew: record, Supplier: record.Supplier });
    },
  }),
  defineRoute({
    name: 'Crew',
    actionId: ActionId.Insert,
    access: CREW_ADMIN_WRITERS,
    request: CrewSaveRequest,
    response: CrewRecordResponse,
    handler: (ctx) => crewSave(ctx, true),
  }),
  defineRoute({
    name: 'Crew',
    actionId: ActionId.Update,
    access: CREW_ADMIN_WRITERS,
    request: CrewSaveRequest,
    response: CrewRecordResponse,
    handler: (ctx) => crewSave(ctx, false),
  }),
  defineRoute({
    name: 'Crew',
    actionId: ActionId.Delete,
    access: CREW_ADMIN_WRITERS,
    request: CrewByCodeRequest,
    response: CrewDeleteResponse,
    handler: async (ctx) => {
      const code = await deleteCrew(
        ctx.deps.db,
        ctx.input.Crew.Code,
        authOf(ctx).userDisplayName,
        ctx.deps.now(),
      );
      if (!code) return refusal('crewNotFound', ctx.lang, {}, 404);
      await audit(ctx, CREW_RESOURCE, ActionId.Delete, code);
      return ok({ Message: message('confirmDelete', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'Region',
    actionId: ActionId.ListFiltered,
    access: CREW_ADMIN_READERS,
    request: RegionSearchRequest,
    response: RegionSearchResponse,
    handler: async (ctx) => {
      const f = ctx.input.Filter;
      if (isDialogSearch(f)) {
        const problem = regionSearchProblem({ Name: f.Name ?? '', Code: f.Code ?? '' });
        if (problem) return problemReply(problem, ctx.lang);
      }
      return ok(await listRegions(ctx.deps.db, f, ctx.input.Page, ctx.input.PageSize));
    },
  }),
  defineRoute({
    name: 'Region',
    actionId: ActionId.View,
    access: CREW_ADMIN_READERS,
    request: RegionByCodeRequest,
    response: RegionRecordResponse,
    handler: async (ctx) => {
      const record = await readRegion(ctx.deps.db, ctx.input.Region.Code);
      return record ? ok({ Region: record }) : refusal('regionNotFound', ctx.lang, {}, 404);
    },
  }),
  defineRoute({
    name: 'Region',
    actionId: ActionId.Insert,
    access: CREW_ADMIN_WRITERS,
    request: RegionSaveRequest,
    response: RegionRecordResponse,
    handler: (ctx) => regionSave(ctx, true),
  }),
  defineRoute({
    name: 'Region',
    actionId: ActionId.Update,
    access: CREW_ADMIN_WRITERS,
    request: RegionSaveRequest,
    response: RegionRecordResponse,
    handler: (ctx) => regionSave(ctx, false),
  }),
  defineRoute({
    name: 'Region',
    actionId: ActionId.Delete,
    access: CREW_ADMIN_WRITERS,
    request: RegionByCodeRequest,
    response: RegionDeleteResponse,
    handler: async (ctx) => {
      const code = await deleteRegion(
        ctx.deps.db,
        ctx.input.Region.Code,
        authOf(ctx).userDisplayName,
        ctx.deps.now(),
      );
      if (!code) return refusal('regionNotFound', ctx.lang, {}, 404);
      await audit(ctx, REGION_RESOURCE, ActionId.Delete, code);
      return ok({ Message: message('confirmDelete', ctx.lang) });
    },
  }),
];
