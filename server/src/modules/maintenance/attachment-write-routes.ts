/**
 * api/Attachment 11 (upload), 31 (modify) and 41 (delete) of spec 3 §7.2, within the caller's
 * order scope: the content checked by size, digest and magic bytes, then for active content (PDF)
 * and inflated size (xlsx), every change audited. An attachment never changes the order's
 * version: it cannot conflict with a review of the order.
 */
import { and, eq } from 'drizzle-orm';
import { displayFileName } from '../../../../src/domain/files/display-name';
import {
  attachmentTextErrors,
  checkAttachmentFile,
} from '../../../../src/domain/maintenance/attachments';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import type { Attachment } from '../../../../src/protocol/maintenance';
import {
  AttachmentDeleteRequest,
  AttachmentDeleteResponse,
  AttachmentModifyRequest,
  AttachmentUploadRequest,
  AttachmentWriteResponse,
  UploadUseRefusal,
} from '../../../../src/protocol/maintenance-files';
import type { AttachmentTarget, FileAuthor } from '../../adapters/erp';
import { sha256Hex } from '../../adapters/files';
import {
  authOf,
  defineRoute,
  ok,
  refuse,
  type ApiContext,
  type ApiRefusal,
  type ApiRoute,
  type AuthSession,
} from '../../api/types';
import { attachmentTypes } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { unsafeAttachmentContent } from '../files/attachment-content';
import { isReply, uploadedFile, withUpload } from '../files/file-source';
import { UNSUPPORTED_MEDIA_TYPE, refuseWith } from '../files/replies';
import { REVIEW_WRITERS, orderScopeOf } from './scope';

/** Spec 3 §5.1: 'Max 100 characters' / 'Max 200 characters' (400), the same on add and edit. */
function textRefusal(description: string, notes: string, lang: Language): ApiRefusal | null {
  const errors = attachmentTextErrors(description, notes);
  if (errors.description) return refuse(errors.description, lang, 400);
  if (errors.notes) return refuse(errors.notes, lang, 400);
  return null;
}

const authorOf = (auth: AuthSession): FileAuthor => ({
  userId: auth.userId,
  userName: auth.userName,
});

async function audit(
  ctx: ApiContext<unknown>,
  attachment: Attachment,
  detail: Record<string, unknown>,
): Promise<void> {
  const auth = authOf(ctx);
  await recordAudit(ctx.deps.db, ctx.deps.log, {
    actionId: ctx.actionId,
    resource: 'Attachment',
    userId: auth.userId,
    userDisplayName: auth.userDisplayName,
    target: attachment.OrderCode,
    detail: { attachmentId: attachment.Id, fileName: attachment.FileName, ...detail },
  });
}

/** Id and/or ClientId of a modify or delete, as the ERP looks them up for this caller. */
const targetOf = (a: { Id?: number; ClientId?: string }, userId: number): AttachmentTarget => ({
  ...(a.Id !== undefined && { id: a.Id }),
  ...(a.ClientId !== undefined && { clientId: a.ClientId }),
  userId,
});

export const attachmentWriteRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Attachment',
    actionId: ActionId.Insert,
    access: REVIEW_WRITERS,
    request: AttachmentUploadRequest,
    response: AttachmentWriteResponse,
    refusal: UploadUseRefusal,
    handler: async (ctx) => {
      const { db, erp } = ctx.deps;
      const { lang } = ctx;
      const auth = authOf(ctx);
      const a = ctx.input.Attachment;
      const tooLong = textRefusal(a.Description, a.Notes, lang);
      if (tooLong) return tooLong;
      const scope = await orderScopeOf(db, auth);
      const clientId = a.ClientId ?? null;
      const replay = async () =>
        clientId === null ? null : erp.attachmentByClientId(scope, auth.userId, clientId);

      // A ClientId already used answers its attachment, even once its upload was used up.
      const earlier = await replay();
      if (earlier) return ok({ Attachment: earlier });
      if (!(await erp.orderVisible(scope, a.OrderCode))) return refuse('orderNotFound', lang, 404);
      const [type] = await db
        .select({ id: attachmentTypes.id })
        .from(attachmentTypes)
        .where(and(eq(attachmentTypes.id, a.AttachmentTypeId), eq(attachmentTypes.active, true)));
      if (!type) return refuse('attachmentTypeNotFound', lang, 400);

      const file =
        a.UploadId !== undefined
          ? await uploadedFile(db, lang, auth.userId, a.UploadId)
          : { bytes: Buffer.from(a.FileBase64 ?? '', 'base64'), expectedSha256: null };
      if (isReply(file)) return file;
      if (file.expectedSha256 !== null && sha256Hex(file.bytes) !== file.expectedSha256) {
        return refuse('fileChecksumMismatch', lang, 400);
      }
      // Stored and shown as a display name only (no path, no bidi or control characters, no
      // HTML): the file itself is kept by id.
      const fileName = displayFileName(a.FileName);
      // The wire names the type in FileExt; the domain rule reads it from a file name.
      const check = checkAttachmentFile({
        name: `${fileName}.${a.FileExt}`,
        size: file.bytes.byteLength,
        bytes: file.bytes,
      });
      if (!check.ok) {
        if (check.error === 'msjsizeFile') return refuse('msjsizeFile', lang, 413);
        if (check.error === 'fileContentMismatch') {
          return refuseWith('attachmentContentMismatch', lang, UNSUPPORTED_MEDIA_TYPE, {
            ext: a.FileExt,
          });
        }
        return refuse('attachmentWrongType', lang, UNSUPPORTED_MEDIA_TYPE);
      }
      const unsafe = await unsafeAttachmentContent(file.bytes, check.type, lang);
      if (unsafe) return unsafe;

      const written = await withUpload(db, auth.userId, a.UploadId ?? null, async () => {
        const added = await erp.addAttachment(
          scope,
          {
            clientId,
            aufnr: a.OrderCode,
            attachmentTypeId: a.AttachmentTypeId,
            description: a.Description,
            notes: a.Notes,
            fileName,
            fileExt: check.type,
            active: a.Active,
            content: file.bytes,
          },
          authorOf(auth),
          ctx.deps.now(),
        );
        return { used: added.kind === 'created', result: added };
      });
      if (!written.claimed) {
        // Another send of this same write may have taken the upload a moment ago.
        const raced = await replay();
        if (raced) return ok({ Attachment: raced });
        return refuse('uploadUsed', lang, 409);
      }
      const added = written.result;
      switch (added.kind) {
        case 'orderNotFound':
          return refuse('orderNotFound', lang, 404);
        case 'typeNotFound':
          return refuse('attachmentTypeNotFound', lang, 400);
        case 'replayed':
          return ok({ Attachment: added.attachment });
        case 'created':
          await audit(ctx, added.attachment, {
            clientId,
            uploadId: a.UploadId ?? null,
            fileSize: added.attachment.FileSize,
          });
          return ok({ Attachment: added.attachment });
      }
    },
  }),
  defineRoute({
    name: 'Attachment',
    actionId: ActionId.Update,
    access: REVIEW_WRITERS,
    request: AttachmentModifyRequest,
    response: AttachmentWriteResponse,
    handler: async (ctx) => {
      const auth = authOf(ctx);
      const a = ctx.input.Attachment;
      const tooLong = textRefusal(a.Description, a.Notes, ctx.lang);
      if (tooLong) return tooLong;
      const scope = await orderScopeOf(ctx.deps.db, auth);
      const changed = await ctx.deps.erp.modifyAttachment(
        scope,
        targetOf(a, auth.userId),
        { description: a.Description, notes: a.Notes, active: a.Active },
        authorOf(auth),
        ctx.deps.now(),
      );
      if (!changed) return refuse('attachmentNotFound', ctx.lang, 404);
      await audit(ctx, changed, {
        clientId: a.ClientId ?? null,
        description: a.Description,
        notes: a.Notes,
        active: a.Active,
      });
      return ok({ Attachment: changed });
    },
  }),
  defineRoute({
    name: 'Attachment',
    actionId: ActionId.Delete,
    access: REVIEW_WRITERS,
    request: AttachmentDeleteRequest,
    response: AttachmentDeleteResponse,
    handler: async (ctx) => {
      const auth = authOf(ctx);
      const a = ctx.input.Attachment;
      const scope = await orderScopeOf(ctx.deps.db, auth);
      const removed = await ctx.deps.erp.deleteAttachment(
        scope,
        targetOf(a, auth.userId),
        authorOf(auth),
        ctx.deps.now(),
      );
      if (!removed) return refuse('attachmentNotFound', ctx.lang, 404);
      // Deleting what is already deleted (a replay from the outbox) succeeds without a new event.
      if (removed.kind === 'deleted') {
        await audit(ctx, removed.attachment, { clientId: a.ClientId ?? null });
      }
      return ok({});
    },
  }),
];
