/**
 * api/AttachmentType 21, api/Attachment 20 (list of an order) and 21 (download one), and
 * api/ImageFile 22 (photos by id): the reads of spec 3 §7.2, within the caller's order scope.
 */
import { asc, eq } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  AttachmentDownloadRequest,
  AttachmentDownloadResponse,
  AttachmentListRequest,
  AttachmentListResponse,
  AttachmentTypeListRequest,
  AttachmentTypeListResponse,
  ImageFileRequest,
  ImageFileResponse,
} from '../../../../src/protocol/maintenance';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { attachmentTypes } from '../../db/schema';
import { MAINTENANCE_READERS, orderScopeOf } from './scope';

export const fileRoutes: ApiRoute[] = [
  defineRoute({
    name: 'AttachmentType',
    actionId: ActionId.View,
    access: MAINTENANCE_READERS,
    request: AttachmentTypeListRequest,
    response: AttachmentTypeListResponse,
    handler: async ({ deps }) => {
      const rows = await deps.db
        .select({ Id: attachmentTypes.id, Name: attachmentTypes.name })
        .from(attachmentTypes)
        .where(eq(attachmentTypes.active, true))
        .orderBy(asc(attachmentTypes.id));
      return ok({ List: rows });
    },
  }),
  defineRoute({
    name: 'Attachment',
    actionId: ActionId.ListFiltered,
    access: MAINTENANCE_READERS,
    request: AttachmentListRequest,
    response: AttachmentListResponse,
    handler: async (ctx) => {
      const scope = await orderScopeOf(ctx.deps.db, authOf(ctx));
      const list = await ctx.deps.erp.listAttachments(scope, ctx.input.Filter.OrderCode);
      if (!list) return refuse('orderNotFound', ctx.lang, 404);
      return ok({ List: list });
    },
  }),
  defineRoute({
    name: 'Attachment',
    actionId: ActionId.View,
    access: MAINTENANCE_READERS,
    request: AttachmentDownloadRequest,
    response: AttachmentDownloadResponse,
    handler: async (ctx) => {
      const scope = await orderScopeOf(ctx.deps.db, authOf(ctx));
      const attachment = await ctx.deps.erp.attachment(scope, ctx.input.Attachment.Id);
      if (!attachment) return refuse('attachmentNotFound', ctx.lang, 404);
      return ok({ Attachment: attachment });
    },
  }),
  defineRoute({
    name: 'ImageFile',
    actionId: ActionId.SpecialView,
    access: MAINTENANCE_READERS,
    request: ImageFileRequest,
    response: ImageFileResponse,
    handler: async (ctx) => {
      const scope = await orderScopeOf(ctx.deps.db, authOf(ctx));
      const images = await ctx.deps.erp.images(scope, ctx.input.Filter.Images);
      // Some ids may be gone (a photo replaced meanwhile); none at all is a not-found.
      if (images.length === 0) return refuse('imageNotFound', ctx.lang, 404);
      return ok({ List: images });
    },
  }),
];
