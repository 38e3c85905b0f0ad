/**
 * api/Parameter for the communiqué administration (spec 3 §2.4, §3.8, §4.8, §5.5, §7.4): 20 the
 * list and search, 21 view, 22 the quiet view, 11 insert, 31 update, 41 delete (soft: the row
 * stays for its log), 10 the short list. Administrators change, Visualizar reads (its writes are
 * 403). Every rule of the form is enforced here; every change is audited with the acting user
 * and read back through api/event with Entity 'Statement'.
 */
import type * as v from 'valibot';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import {
  normalizeAudience,
  statementProblem,
  type StatementFileProblem,
} from '../../../../src/domain/statement-admin';
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  ParameterByIdRequest,
  ParameterDeleteResponse,
  ParameterListRequest,
  ParameterListResponse,
  ParameterRecordResponse,
  ParameterSaveRequest,
  ParameterShortListRequest,
  ParameterShortListResponse,
  type ParameterRecordResponse as RecordBody,
} from '../../../../src/protocol/statement-admin';
import {
  authOf,
  defineRoute,
  ok,
  refuse,
  type ApiContext,
  type ApiRefusal,
  type ApiRoute,
} from '../../api/types';
import type { Db } from '../../db/client';
import { regions, statements } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { STATEMENT_ADMIN_READERS, STATEMENT_ADMIN_WRITERS, STATEMENT_RESOURCE } from './access';
import { checkStatementFile } from './files';

type Row = typeof statements.$inferSelect;

const notFound = (ctx: ApiContext<unknown>) => refuse('statementNotFound', ctx.lang, 404);

const fileRefusal = (ctx: ApiContext<unknown>, problem: StatementFileProblem): ApiRefusal =>
  refuse(problem, ctx.lang, problem === 'alertLess3MB' ? 413 : 200);

async function liveRow(db: Db, id: number): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(statements)
    .where(and(eq(statements.id, id), eq(statements.deleted, false)))
    .limit(1);
  return row ?? null;
}

async function regionNames(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(inArray(regions.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.name]));
}

async function recordOf(db: Db, row: Row): Promise<Omit<RecordBody, 'Result' | 'Message'>> {
  const names = await regionNames(db, row.regions);
  return {
    Parameter: {
      Id: row.id,
      Name: row.name,
      Active: row.active,
      StartDate: row.startDate,
      EndDate: row.endDate,
      ImageFile: row.imageFile,
      PDFFile: row.pdfFile,
      ForLessor: row.forLessor,
      ForSupplier: row.forSupplier,
      AllRegion: row.allRegion,
      Deleted: row.deleted,
      ModifiedBy: row.modifiedBy,
      ModifiedDate: row.modifiedDate?.toISOString() ?? null,
    },
    Region: [...row.regions].sort().map((code) => ({ Id: code, Name: names.get(code) ?? code })),
  };
}

async function audit(
  ctx: ApiContext<unknown>,
  actionId: number,
  row: { id: number; name: string },
) {
  const auth = authOf(ctx);
  await recordAudit(ctx.deps.db, ctx.deps.log, {
    actionId,
    resource: STATEMENT_RESOURCE,
    referenceId: row.id,
    userId: auth.userId,
    userDisplayName: auth.userDisplayName,
    target: row.name.slice(0, 256),
    detail: { by: auth.userName },
    date: ctx.deps.now(),
  });
}

type SaveCtx = ApiContext<v.InferOutput<typeof ParameterSaveRequest>>;

/** The save of 11 (id null) and 31: every rule of spec 3 §4.8 / §5.5, then the row. */
async function save(ctx: SaveCtx, id: number | null) {
  const { db } = ctx.deps;
  const p = ctx.input.Parameter;
  const stored = id === null ? null : await liveRow(db, id);
  if (id !== null && !stored) return notFound(ctx);
  const now = ctx.deps.now();
  const today = mexicoCityToday(now);
  const audience = normalizeAudience({
    ForLessor: p.ForLessor,
    ForSupplier: p.ForSupplier,
    AllRegion: p.AllRegion,
    Regions: ctx.input.Region.map((r) => r.Id.trim()).filter((c) => c !== ''),
  });
  let image = p.ImageFile ?? null;
  let pdf = p.PDFFile ?? null;
  const newImage = image !== null && image !== (stored?.imageFile ?? null);
  const newPdf = pdf !== null && pdf !== (stored?.pdfFile ?? null);
  // Spec 3 §4.8: a new file replaces a stored one of the other kind.
  if (newImage && !newPdf) pdf = null;
  if (newPdf && !newImage) image = null;
  const problem = statementProblem(
    {
      ...audience,
      Name: p.Name,
      StartDate: p.StartDate,
      EndDate: p.EndDate,
      HasImage: image !== null,
      HasPdf: pdf !== null,
    },
    today,
    stored?.startDate ?? null,
  );
  if (problem) return refuse(problem, ctx.lang);
  if (newImage) {
    const checked = checkStatementFile('image', image!);
    if (!checked.ok) return fileRefusal(ctx, checked.problem);
    image = checked.dataUrl;
  }
  if (newPdf) {
    const checked = checkStatementFile('pdf', pdf!);
    if (!checked.ok) return fileRefusal(ctx, checked.problem);
    pdf = checked.dataUrl;
  }
  const known = await regionNames(db, audience.Regions);
  const unknown = audience.Regions.find((c) => !known.has(c));
  if (unknown !== undefined)
    return {
      status: 200 as const,
      body: {
        Result: false as const,
        Message: message('statementUnknownRegion', ctx.lang, { region: unknown }),
      },
    };
  const values = {
    name: p.Name.trim(),
    active: p.Active,
    startDate: p.StartDate,
    endDate: p.EndDate,
    imageFile: image,
    pdfFile: pdf,
    forLessor: audience.ForLessor,
    forSupplier: audience.ForSupplier,
    allRegion: audience.AllRegion,
    regions: [...audience.Regions],
    modifiedBy: authOf(ctx).userDisplayName,
    modifiedDate: now,
  };
  const [row] =
    id === null
      ? await db.insert(statements).values(values).returning()
      : await db.update(statements).set(values).where(eq(statements.id, id)).returning();
  await audit(ctx, id === null ? ActionId.Insert : ActionId.Update, row!);
  return ok({
    ...(await recordOf(db, row!)),
    Message: message(id === null ? 'confirmInsert' : 'confirmUpdate', ctx.lang),
  });
}

function listConditions(f: {
  Code?: string | null;
  Name?: string | null;
  Active?: boolean | null;
}): SQL[] {
  const out: SQL[] = [eq(statements.deleted, false)];
  const code = (f.Code ?? '').trim();
  if (code !== '') out.push(/^\d{1,9}$/.test(code) ? eq(statements.id, Number(code)) : sql`false`);
  const name = (f.Name ?? '').trim();
  if (name !== '') out.push(ilike(statements.name, `%${name.replace(/[\\%_]/g, '\\$&')}%`));
  if (f.Active !== null && f.Active !== undefined) out.push(eq(statements.active, f.Active));
  return out;
}

export const statementAdminRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Parameter',
    actionId: ActionId.ListFiltered,
    access: STATEMENT_ADMIN_READERS,
    request: ParameterListRequest,
    response: ParameterListResponse,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const where = and(...listConditions(ctx.input.Filter));
      const [total] = await db.select({ n: count() }).from(statements).where(where);
      const size = ctx.input.PageSize;
      const page = size === 0 ? 1 : ctx.input.Page;
      const base = db
        .select({
          id: statements.id,
          name: statements.name,
          active: statements.active,
          startDate: statements.startDate,
          endDate: statements.endDate,
          forLessor: statements.forLessor,
          forSupplier: statements.forSupplier,
          allRegion: statements.allRegion,
          regions: statements.regions,
          hasImage: sql<boolean>`${statements.imageFile} is not null`,
          hasPdf: sql<boolean>`${statements.pdfFile} is not null`,
          modifiedBy: statements.modifiedBy,
          modifiedDate: statements.modifiedDate,
        })
        .from(statements)
        .where(where)
        .orderBy(desc(statements.id));
      const rows = size === 0 ? await base : await base.limit(size).offset((page - 1) * size);
      const regionList = await db
        .select({ Id: regions.code, Name: regions.name })
        .from(regions)
        .where(eq(regions.active, true))
        .orderBy(asc(regions.name));
      return ok({
        List: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          Active: r.active,
          StartDate: r.startDate,
          EndDate: r.endDate,
          ForLessor: r.forLessor,
          ForSupplier: r.forSupplier,
          AllRegion: r.allRegion,
          Regions: [...r.regions].sort(),
          HasImage: r.hasImage,
          HasPdf: r.hasPdf,
          ModifiedBy: r.modifiedBy,
          ModifiedDate: r.modifiedDate?.toISOString() ?? null,
        })),
        Total: total?.n ?? 0,
        Page: page,
        PageSize: size,
        RegionList: regionList,
      });
    },
  }),
  ...[ActionId.View, ActionId.SpecialView].map((actionId) =>
    defineRoute({
      name: 'Parameter',
      actionId,
      access: STATEMENT_ADMIN_READERS,
      request: ParameterByIdRequest,
      response: ParameterRecordResponse,
      handler: async (ctx) => {
        const row = await liveRow(ctx.deps.db, ctx.input.Parameter.Id);
        return row ? ok(await recordOf(ctx.deps.db, row)) : notFound(ctx);
      },
    }),
  ),
  defineRoute({
    name: 'Parameter',
    actionId: ActionId.Insert,
    access: STATEMENT_ADMIN_WRITERS,
    request: ParameterSaveRequest,
    response: ParameterRecordResponse,
    handler: async (ctx) => {
      // Insert is the save without an Id; a body carrying one is an update sent to the wrong call.
      if (ctx.input.Parameter.Id !== null) return refuse('malformedBody', ctx.lang, 400);
      return save(ctx, null);
    },
  }),
  defineRoute({
    name: 'Parameter',
    actionId: ActionId.Update,
    access: STATEMENT_ADMIN_WRITERS,
    request: ParameterSaveRequest,
    response: ParameterRecordResponse,
    handler: async (ctx) => {
      const id = ctx.input.Parameter.Id;
      if (id === null) return refuse('malformedBody', ctx.lang, 400);
      return save(ctx, id);
    },
  }),
  defineRoute({
    name: 'Parameter',
    actionId: ActionId.Delete,
    access: STATEMENT_ADMIN_WRITERS,
    request: ParameterByIdRequest,
    response: ParameterDeleteResponse,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const row = await liveRow(db, ctx.input.Parameter.Id);
      if (!row) return notFound(ctx);
      await db
        .update(statements)
        .set({
          deleted: true,
          modifiedBy: authOf(ctx).userDisplayName,
          modifiedDate: ctx.deps.now(),
        })
        .where(eq(statements.id, row.id));
      await audit(ctx, ActionId.Delete, row);
      return ok({ Message: message('confirmDelete', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'Parameter',
    actionId: ActionId.ListAll,
    access: STATEMENT_ADMIN_READERS,
    request: ParameterShortListRequest,
    response: ParameterShortListResponse,
    handler: async (ctx) => {
      const rows = await ctx.deps.db
        .select({ Id: statements.id, Name: statements.name })
        .from(statements)
        .where(and(eq(statements.deleted, false), eq(statements.active, true)))
        .orderBy(asc(statements.name));
      return ok({ ListS: rows });
    },
  }),
];

/**
 * The admin store of api/Notification (spec 3 §7.4: ActionIds 11, 20, 21, 31, 41 and 10) is the
 * same communiqué administration as api/Parameter, with the same rules and access; its 22 stays
 * the home page's list by audience (server/src/modules/notification).
 */
export const notificationAdminRoutes: ApiRoute[] = statementAdminRoutes
  .filter((route) => route.actionId !== ActionId.SpecialView)
  .map((route) => ({ ...route, name: 'Notification' }));
