/**
 * api/ImageFile 11: a photo taken on the device for a characteristic or an antenna of an order in
 * the caller's scope, sent through an upload, checked as a JPEG by content and stored under the
 * device's ClientId. A photo never changes the order's version: it cannot conflict with a review.
 */
import { fromErpDate } from '../../../../src/domain/maintenance';
import { isJpeg } from '../../../../src/domain/maintenance/photos';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  MAX_PHOTO_BYTES,
  PhotoAddRequest,
  PhotoAddResponse,
  UploadUseRefusal,
} from '../../../../src/protocol/maintenance-files';
import type { PhotoTarget } from '../../adapters/erp';
import { sha256Hex } from '../../adapters/files';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { recordAudit } from '../audit/record';
import { isReply, uploadedFile, withUpload } from '../files/file-source';
import { UNSUPPORTED_MEDIA_TYPE, refuseWith } from '../files/replies';
import { REVIEW_WRITERS, orderScopeOf } from './scope';

/** The schema admits exactly one of the two targets; null cannot happen after it. */
function targetOf(p: {
  OwnerUuid?: string;
  CharSequence?: number;
  Antenna?: number;
}): PhotoTarget | null {
  if (p.Antenna !== undefined) return { kind: 'antenna', antenna: p.Antenna };
  if (p.OwnerUuid !== undefined && p.CharSequence !== undefined) {
    return { kind: 'characteristic', ownerUuid: p.OwnerUuid, charSequence: p.CharSequence };
  }
  return null;
}

const targetText = (t: PhotoTarget) =>
  t.kind === 'antenna' ? String(t.antenna) : `${t.ownerUuid} / ${t.charSequence}`;

export const photoWriteRoutes: ApiRoute[] = [
  defineRoute({
    name: 'ImageFile',
    actionId: ActionId.Insert,
    access: REVIEW_WRITERS,
    request: PhotoAddRequest,
    response: PhotoAddResponse,
    refusal: UploadUseRefusal,
    handler: async (ctx) => {
      const { db, erp, log } = ctx.deps;
      const { lang } = ctx;
      const auth = authOf(ctx);
      const p = ctx.input.Photo;
      const target = targetOf(p);
      if (!target) return refuseWith('malformedBody', lang, 400, { field: 'Photo' });
      const scope = await orderScopeOf(db, auth);

      // The same photo sent again (its answer was lost) answers the stored one.
      const earlier = await erp.photoById(scope, auth.userId, p.ClientId);
      if (earlier === 'taken') return refuse('photoIdTaken', lang, 409);
      if (earlier) return ok({ Photo: earlier.photo });
      const exists = await erp.photoTargetExists(scope, p.OrderCode, target);
      if (exists === null) return refuse('orderNotFound', lang, 404);
      if (!exists) {
        return refuseWith('photoTargetNotFound', lang, 404, { target: targetText(target) });
      }

      const file = await uploadedFile(db, lang, auth.userId, p.UploadId);
      if (isReply(file)) return file;
      if (file.expectedSha256 !== null && sha256Hex(file.bytes) !== file.expectedSha256) {
        return refuse('fileChecksumMismatch', lang, 400);
      }
      if (!isJpeg(file.bytes)) return refuse('photoWrongType', lang, UNSUPPORTED_MEDIA_TYPE);
      if (file.bytes.byteLength > MAX_PHOTO_BYTES) {
        return refuseWith('photoTooLarge', lang, 413, { max: MAX_PHOTO_BYTES });
      }

      const written = await withUpload(db, auth.userId, p.UploadId, async () => {
        const added = await erp.addPhoto(
          scope,
          {
            id: p.ClientId,
            aufnr: p.OrderCode,
            target,
            lat: p.lat,
            longitud: p.longitud,
            takenDate: fromErpDate(p.date),
            takenTime: p.time === '' ? null : p.time,
            content: file.bytes,
          },
          { userId: auth.userId, userName: auth.userName },
          ctx.deps.now(),
        );
        return { used: added.kind === 'created', result: added };
      });
      if (!written.claimed) {
        // Another send of this same photo may have taken the upload a moment ago.
        const raced = await erp.photoById(scope, auth.userId, p.ClientId);
        if (raced && raced !== 'taken') return ok({ Photo: raced.photo });
        return refuse('uploadUsed', lang, 409);
      }
      const added = written.result;
      switch (added.kind) {
        case 'orderNotFound':
          return refuse('orderNotFound', lang, 404);
        case 'targetNotFound':
          return refuseWith('photoTargetNotFound', lang, 404, { target: targetText(target) });
        case 'idTaken':
          return refuse('photoIdTaken', lang, 409);
        case 'replayed':
          return ok({ Photo: added.photo });
        case 'created':
          await recordAudit(db, log, {
            actionId: ctx.actionId,
            resource: 'ImageFile',
            userId: auth.userId,
            userDisplayName: auth.userDisplayName,
            target: added.aufnr,
            detail: {
              photoId: added.photo.Id,
              target: targetText(target),
              sequence: added.photo.idPhoto,
              size: file.bytes.byteLength,
            },
          });
          return ok({ Photo: added.photo });
      }
    },
  }),
];
