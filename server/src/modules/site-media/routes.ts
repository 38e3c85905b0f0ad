/**
 * /admin_banner and /admin_help (the admin entries the spec leaves empty).
 * api/Banner: the home carousel's banners, i.e. the image of every communiqué on the home page now
 * (active, within its days): 20 lists them, 31 replaces one's image (png, gif or jpeg, at most
 * 3,000,000 bytes, checked by content; its PDF stays), 41 restores the image shipped with the
 * portal. api/HelpVideo: the help video of each page with help (spec 1 §2.7): 20 lists them, 31
 * replaces one (WebM or MP4, at most 10,000,000 bytes, checked by content), 41 restores the
 * shipped one. Administrators only; banner changes are in the communiqué's log, help videos in
 * the audit log under 'HelpVideo'.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { HELP_PAGES, helpVideoFor } from '../../../../src/domain/help-videos';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import {
  HELP_VIDEO_MIME,
  helpVideoProblem,
  sniffHelpVideo,
} from '../../../../src/domain/site-media';
import { dataUrlBytes } from '../../../../src/domain/statement-admin';
import { RoleName, type RoleNameValue } from '../../../../src/domain/roles';
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  BannerListResponse,
  BannerReplaceRequest,
  BannerRestoreRequest,
  HelpVideoListResponse,
  HelpVideoReplaceRequest,
  HelpVideoRestoreRequest,
  MediaListRequest,
  MediaWriteResponse,
} from '../../../../src/protocol/site-media';
import { authOf, defineRoute, ok, refuse, type ApiContext, type ApiRoute } from '../../api/types';
import type { Db } from '../../db/client';
import { siteMedia, statements } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { STATEMENT_RESOURCE } from '../statement-admin/access';
import { checkStatementFile } from '../statement-admin/files';

/** Who replaces banners and help videos: the administrators (the AdminSystem module's roles). */
export const SITE_MEDIA_WRITERS: readonly RoleNameValue[] = [
  RoleName.Administrador,
  RoleName.Developer,
];
/** The audit resource of help video changes. */
export const HELP_VIDEO_RESOURCE = 'HelpVideo';

/** The site_media key of a page's help video: the static file it stands in for. */
export const helpKeyOf = (path: string) => helpVideoFor(path)?.file ?? '';

async function audit(
  ctx: ApiContext<unknown>,
  resource: string,
  actionId: number,
  referenceId: string | number,
  target: string,
) {
  const auth = authOf(ctx);
  await recordAudit(ctx.deps.db, ctx.deps.log, {
    actionId,
    resource,
    referenceId,
    userId: auth.userId,
    userDisplayName: auth.userDisplayName,
    target: target.slice(0, 256),
    detail: {
      by: auth.userName,
      page: resource === HELP_VIDEO_RESOURCE ? 'admin_help' : 'admin_banner',
    },
    date: ctx.deps.now(),
  });
}

/** The communiqués on the home page now (the banners), or one of them by id. */
async function homeBanners(db: Db, now: Date, id?: number) {
  const today = mexicoCityToday(now);
  return db
    .select()
    .from(statements)
    .where(
      and(
        eq(statements.active, true),
        eq(statements.deleted, false),
        lte(statements.startDate, today),
        gte(statements.endDate, today),
        id === undefined ? undefined : eq(statements.id, id),
      ),
    )
    .orderBy(statements.sortOrder, statements.id);
}

export const siteMediaRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Banner',
    actionId: ActionId.ListFiltered,
    access: SITE_MEDIA_WRITERS,
    request: MediaListRequest,
    response: BannerListResponse,
    handler: async (ctx) => {
      const rows = await homeBanners(ctx.deps.db, ctx.deps.now());
      return ok({
        List: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          ForLessor: r.forLessor,
          ForSupplier: r.forSupplier,
          AllRegion: r.allRegion,
          Regions: [...r.regions].sort(),
          StartDate: r.startDate,
          EndDate: r.endDate,
          ImageFile: r.imageFile,
          HasDefault: r.defaultImageFile !== null,
          IsDefault: r.defaultImageFile !== null && r.imageFile === r.defaultImageFile,
        })),
      });
    },
  }),
  defineRoute({
    name: 'Banner',
    actionId: ActionId.Update,
    access: SITE_MEDIA_WRITERS,
    request: BannerReplaceRequest,
    response: MediaWriteResponse,
    handler: async (ctx) => {
      const { Id, ImageFile } = ctx.input.Banner;
      const [row] = await homeBanners(ctx.deps.db, ctx.deps.now(), Id);
      if (!row) return refuse('statementNotFound', ctx.lang, 404);
      const checked = checkStatementFile('image', ImageFile);
      if (!checked.ok)
        return refuse(checked.problem, ctx.lang, checked.problem === 'alertLess3MB' ? 413 : 200);
      await ctx.deps.db
        .update(statements)
        .set({
          imageFile: checked.dataUrl,
          modifiedBy: authOf(ctx).userDisplayName,
          modifiedDate: ctx.deps.now(),
        })
        .where(eq(statements.id, row.id));
      await audit(ctx, STATEMENT_RESOURCE, ActionId.Update, row.id, row.name);
      return ok({ Message: message('bannerReplaced', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'Banner',
    actionId: ActionId.Delete,
    access: SITE_MEDIA_WRITERS,
    request: BannerRestoreRequest,
    response: MediaWriteResponse,
    handler: async (ctx) => {
      const [row] = await homeBanners(ctx.deps.db, ctx.deps.now(), ctx.input.Banner.Id);
      if (!row) return refuse('statementNotFound', ctx.lang, 404);
      if (row.defaultImageFile === null) return refuse('bannerNoDefault', ctx.lang);
      await ctx.deps.db
        .update(statements)
        .set({
          imageFile: row.defaultImageFile,
          modifiedBy: authOf(ctx).userDisplayName,
          modifiedDate: ctx.deps.now(),
        })
        .where(eq(statements.id, row.id));
      await audit(ctx, STATEMENT_RESOURCE, ActionId.Update, row.id, row.name);
      return ok({ Message: message('bannerRestored', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'HelpVideo',
    actionId: ActionId.ListFiltered,
    access: SITE_MEDIA_WRITERS,
    request: MediaListRequest,
    response: HelpVideoListResponse,
    handler: async (ctx) => {
      const custom = await ctx.deps.db
        .select({
          key: siteMedia.key,
          size: siteMedia.size,
          modifiedBy: siteMedia.modifiedBy,
          modifiedDate: siteMedia.modifiedDate,
        })
        .from(siteMedia);
      const byKey = new Map(custom.map((c) => [c.key, c]));
      return ok({
        List: HELP_PAGES.map((p) => {
          const file = helpKeyOf(p.path);
          const c = byKey.get(file);
          return {
            Path: p.path,
            TitleKey: p.titleKey,
            File: file,
            Custom: c !== undefined,
            Size: c?.size ?? null,
            ModifiedBy: c?.modifiedBy ?? null,
            ModifiedDate: c?.modifiedDate.toISOString() ?? null,
          };
        }),
      });
    },
  }),
  defineRoute({
    name: 'HelpVideo',
    actionId: ActionId.Update,
    access: SITE_MEDIA_WRITERS,
    request: HelpVideoReplaceRequest,
    response: MediaWriteResponse,
    handler: async (ctx) => {
      const { Path, VideoFile } = ctx.input.HelpVideo;
      const bytes = dataUrlBytes(VideoFile);
      const kind = bytes ? sniffHelpVideo(bytes) : null;
      const problem = helpVideoProblem(kind, bytes?.length ?? 0);
      if (problem || !bytes || !kind)
        return refuse(
          problem ?? 'helpVideoWrongType',
          ctx.lang,
          problem === 'helpVideoTooLarge' ? 413 : 200,
        );
      const key = helpKeyOf(Path);
      const values = {
        key,
        mime: HELP_VIDEO_MIME[kind],
        size: bytes.length,
        data: bytes,
        modifiedBy: authOf(ctx).userDisplayName,
        modifiedDate: ctx.deps.now(),
      };
      await ctx.deps.db
        .insert(siteMedia)
        .values(values)
        .onConflictDoUpdate({ target: siteMedia.key, set: values });
      await audit(ctx, HELP_VIDEO_RESOURCE, ActionId.Update, Path, Path);
      return ok({ Message: message('helpVideoReplaced', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'HelpVideo',
    actionId: ActionId.Delete,
    access: SITE_MEDIA_WRITERS,
    request: HelpVideoRestoreRequest,
    response: MediaWriteResponse,
    handler: async (ctx) => {
      const { Path } = ctx.input.HelpVideo;
      await ctx.deps.db.delete(siteMedia).where(eq(siteMedia.key, helpKeyOf(Path)));
      await audit(ctx, HELP_VIDEO_RESOURCE, ActionId.Delete, Path, Path);
      return ok({ Message: message('helpVideoRestored', ctx.lang) });
    },
  }),
];
