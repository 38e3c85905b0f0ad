/**
 * api/Upload 11 (start or resume), 21 (state) and 31 (one part): the resumable upload a device
 * sends a file through before naming it in an attachment or photo write. An upload belongs to the
 * user who started it; to anyone else its id does not exist.
 */
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import {
  MAX_ATTACHMENT_BYTES,
  UPLOAD_PART_BYTES,
  UploadPartRequest,
  type UploadQuota,
  UploadResponse,
  UploadStartRequest,
  UploadStatusRequest,
  UploadStartRefusal,
} from '../../../../src/protocol/maintenance-files';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { REVIEW_WRITERS } from '../maintenance/scope';
import { refuseWith } from './replies';
import { appendPart, findUpload, startUpload, toUploadState } from './uploads';

/** Bytes as megabytes of 1,000,000 (as the spec's "20 MB"), with at most one decimal. */
function megabytes(bytes: number, lang: Language): string {
  const locale = lang === 'es' ? 'es-MX' : 'en-US';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1_000_000);
}

export const uploadRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Upload',
    actionId: ActionId.Insert,
    access: REVIEW_WRITERS,
    request: UploadStartRequest,
    response: UploadResponse,
    refusal: UploadStartRefusal,
    handler: async (ctx) => {
      const { UploadId, Size, Mime, Sha256 } = ctx.input.Upload;
      if (Size > MAX_ATTACHMENT_BYTES) return refuse('msjsizeFile', ctx.lang, 413);
      const start = await startUpload(
        ctx.deps.db,
        authOf(ctx).userId,
        {
          uploadId: UploadId,
          size: Size,
          mime: Mime,
          sha256: Sha256 ?? null,
          createdAt: ctx.deps.now(),
        },
        ctx.deps.env.UPLOAD_QUOTA_BYTES,
      );
      if (start.kind === 'overQuota') {
        // 413 (too large, in the README's list of statuses): what the user asks the server to
        // hold is more than it holds for one user. 429 would read as "too fast" and 507 is not
        // one of the portal's statuses; UploadQuota tells the device this 413 passes once other
        // uploads finish or expire, unlike msjsizeFile's (a file too large by itself).
        const { unfinished, limit } = start;
        const mb = (bytes: number) => megabytes(bytes, ctx.lang);
        return refuseWith(
          'uploadQuotaExceeded',
          ctx.lang,
          413,
          { unfinished: mb(unfinished), size: mb(Size), limit: mb(limit) },
          { UploadQuota: { Unfinished: unfinished, Limit: limit } satisfies UploadQuota },
        );
      }
      const state = { Upload: toUploadState(start.upload) };
      if (start.kind === 'conflict') return refuse('uploadConflict', ctx.lang, 409, state);
      return ok(state);
    },
  }),
  defineRoute({
    name: 'Upload',
    actionId: ActionId.View,
    access: REVIEW_WRITERS,
    request: UploadStatusRequest,
    response: UploadResponse,
    handler: async (ctx) => {
      const upload = await findUpload(ctx.deps.db, authOf(ctx).userId, ctx.input.Upload.UploadId);
      if (!upload) return refuse('uploadNotFound', ctx.lang, 404);
      return ok({ Upload: toUploadState(upload) });
    },
  }),
  defineRoute({
    name: 'Upload',
    actionId: ActionId.Update,
    access: REVIEW_WRITERS,
    request: UploadPartRequest,
    response: UploadResponse,
    handler: async (ctx) => {
      const { UploadId, Offset, PartBase64 } = ctx.input.Upload;
      const bytes = Buffer.from(PartBase64, 'base64');
      if (bytes.byteLength > UPLOAD_PART_BYTES) {
        return refuseWith('uploadPartTooLarge', ctx.lang, 413, { max: UPLOAD_PART_BYTES });
      }
      const part = await appendPart(ctx.deps.db, authOf(ctx).userId, UploadId, Offset, bytes);
      if (part.kind === 'notFound') return refuse('uploadNotFound', ctx.lang, 404);
      const state = { Upload: toUploadState(part.upload) };
      switch (part.kind) {
        case 'appended':
        case 'replayed':
          return ok(state);
        case 'pastSize':
          return refuseWith('uploadPastSize', ctx.lang, 400, { size: part.upload.size }, state);
        case 'outOfOrder':
          return refuseWith(
            'uploadOffsetMismatch',
            ctx.lang,
            409,
            { received: part.upload.received },
            state,
          );
        case 'used':
          return refuse('uploadUsed', ctx.lang, 409, state);
      }
    },
  }),
];
