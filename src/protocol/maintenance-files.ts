/**
 * Files of maintenance orders on the wire: the resumable upload in parts (api/Upload), the
 * attachment writes of spec 3 §7.2 (api/Attachment 11 upload, 31 modify, 41 delete) and a photo
 * taken on the device (api/ImageFile 11).
 *
 * A file reaches the server either inline (FileBase64, as the spec names it, for callers that send
 * the whole file at once) or through an upload: the device starts an upload under an id it chose
 * (the id of its stored blob), sends parts of at most UPLOAD_PART_BYTES from the offset the server
 * says it has, and then names the UploadId in the write. A dropped connection resumes from the
 * server's Received, never from zero; a part sent twice is answered, not appended twice.
 *
 * Attachments and photos carry a ClientId chosen on the device, so an attachment added offline can
 * be modified or deleted offline before the server ever gave it an Id (the outbox sends them in
 * order), and a photo sent twice is stored once.
 *
 * Description and Notes are bounded by the domain's attachmentTextErrors (100 / 200), which the
 * server applies after this schema so a caller reads the spec's own 'Max 100 characters' /
 * 'Max 200 characters' (400) rather than a generic malformed-field message.
 */
import * as v from 'valibot';
import { idSchema, nonNegativeInt32, plainString, plainText } from './bounds';
import { request, response } from './envelope';
import { ATTACHMENT_FILE_TYPES, ATTACHMENT_MAX_BYTES } from '../domain/maintenance/attachments';
import { fromErpDate } from '../domain/maintenance/calendar';
import { Attachment, PhotoRef } from './maintenance';

/** Attachment file max (spec 3 §9): 20,000,000 bytes. */
export const MAX_ATTACHMENT_BYTES = ATTACHMENT_MAX_BYTES;
/** A photo taken on the device, after compression (target ≤ 500 kB), is never above this. */
export const MAX_PHOTO_BYTES = 5_000_000;
/** Raw bytes of one upload part: its base64 (~700 kB) fits the API's 1 MiB body limit. */
export const UPLOAD_PART_BYTES = 512 * 1024;
/**
 * Bytes one user's unfinished uploads (started, not yet used by a write) may add up to on the
 * server, unless its configuration says otherwise: a crew's day of offline work started at once
 * still fits, five attachments of MAX_ATTACHMENT_BYTES and twenty photos of MAX_PHOTO_BYTES (some
 * two hundred at the ~500 kB the app compresses a photo to). 200,000,000 bytes.
 */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 5 * MAX_ATTACHMENT_BYTES + 20 * MAX_PHOTO_BYTES;
/** An unfinished upload is deleted, with what it received, this long after it started. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60_000;

/** An id the device chose (a UUID in the app): letters, digits and dashes, 8-64 characters. */
export const ClientId = v.pipe(plainString, v.regex(/^[A-Za-z0-9-]{8,64}$/));
/** Lower-case hex SHA-256 of a file. */
export const Sha256 = v.pipe(plainString, v.regex(/^[0-9a-f]{64}$/));
const OrderCode = v.pipe(plainString, v.trim(), v.regex(/^\d{1,12}$/));
const PositiveInt = idSchema;
/** Base64 text (standard alphabet, padded to a multiple of four characters). */
const Base64 = v.pipe(
  plainString,
  v.regex(/^[A-Za-z0-9+/]*={0,2}$/),
  v.check((text) => text.length % 4 === 0),
);
/** A required text; its length limit is the domain's (see the header). */
const FilledText = v.pipe(plainString, v.trim(), v.minLength(1));

/** The server's state of one upload: how many bytes of Size it holds, from offset 0. */
export const UploadState = v.object({
  UploadId: ClientId,
  Size: v.number(),
  Received: v.number(),
  /** True once a write (attachment or photo) used the file: it cannot be used for another. */
  Used: v.boolean(),
});
export type UploadState = v.InferOutput<typeof UploadState>;
export const UploadResponse = response({ Upload: UploadState });
export type UploadResponse = v.InferOutput<typeof UploadResponse>;

/** Why api/Upload 11 did not start an upload: the caller's unfinished uploads and it pass Limit. */
export const UploadQuota = v.object({
  /** Bytes announced by the caller's unfinished uploads (started, not yet used by a write). */
  Unfinished: v.number(),
  /** Bytes the caller's unfinished uploads may add up to. */
  Limit: v.number(),
});
export type UploadQuota = v.InferOutput<typeof UploadQuota>;
/** The 413 of api/Upload 11 over the quota: unlike a file too large, it passes once others end. */
export const UploadQuotaRefusal = v.object({ Result: v.literal(false), UploadQuota });
/** What a refusal of api/Upload 11 may add: UploadQuota on the 413 over the quota. */
export const UploadStartRefusal = v.object({ UploadQuota });
/** What a refusal of a write from an upload may add: the upload's state (incomplete or used: 409). */
export const UploadUseRefusal = v.object({ Upload: UploadState });

/**
 * api/Upload 11: starts an upload, or answers the state of the caller's upload with that id
 * (same Size and Sha256) so a device that lost the answer carries on; another Size or Sha256
 * under the same id is 409. Size is at most MAX_ATTACHMENT_BYTES (413 above). A new upload whose
 * Size, added to the caller's unfinished uploads, passes their quota is 413 with UploadQuota; an
 * unfinished upload is deleted UPLOAD_LIFETIME_MS after it started (a later part answers 404).
 */
export const UploadStartRequest = request({
  Upload: v.object({
    UploadId: ClientId,
    Size: PositiveInt,
    /** The MIME type the device believes the file has; the server reads the content anyway. */
    Mime: plainText(100),
    /** When given, the assembled file must have this digest (else the write is refused). */
    Sha256: v.optional(Sha256),
  }),
});
export type UploadStartRequest = v.InferInput<typeof UploadStartRequest>;

/** api/Upload 21: the state of one of the caller's uploads (404 when unknown). */
export const UploadStatusRequest = request({ Upload: v.object({ UploadId: ClientId }) });
export type UploadStatusRequest = v.InferInput<typeof UploadStatusRequest>;

/**
 * api/Upload 31: one part at Offset. Offset equal to Received appends it; a part wholly below
 * Received (a replay) is answered with the state and not appended; any other Offset is 409 with
 * the state. A part is 1..UPLOAD_PART_BYTES bytes and never goes past Size.
 */
export const UploadPartRequest = request({
  Upload: v.object({
    UploadId: ClientId,
    Offset: nonNegativeInt32,
    PartBase64: v.pipe(Base64, v.minLength(4)),
  }),
});
export type UploadPartRequest = v.InferInput<typeof UploadPartRequest>;

/**
 * api/Attachment 11 (spec 3 §7.2): a new attachment of an order. Exactly one of FileBase64 and
 * UploadId; the content must be a pdf, xls or xlsx matching FileExt, at most 20,000,000 bytes.
 * A ClientId already used by the caller answers the attachment it created (not a second one).
 */
export const AttachmentUploadRequest = request({
  Attachment: v.pipe(
    v.object({
      ClientId: v.optional(ClientId),
      OrderCode,
      AttachmentTypeId: PositiveInt,
      /** At most ATTACHMENT_DESCRIPTION_MAX (100) characters, else 'Max 100 characters'. */
      Description: FilledText,
      /** At most ATTACHMENT_NOTES_MAX (200) characters, else 'Max 200 characters'. */
      Notes: FilledText,
      FileName: v.pipe(plainString, v.trim(), v.minLength(1), v.maxLength(255)),
      FileExt: v.picklist(ATTACHMENT_FILE_TYPES),
      FileBase64: v.optional(Base64),
      UploadId: v.optional(ClientId),
      Active: v.optional(v.boolean(), true),
    }),
    v.check(
      (a) => (a.FileBase64 === undefined) !== (a.UploadId === undefined),
      'FileBase64 or UploadId',
    ),
  ),
});
export type AttachmentUploadRequest = v.InferInput<typeof AttachmentUploadRequest>;
export const AttachmentWriteResponse = response({ Attachment: Attachment });
export type AttachmentWriteResponse = v.InferOutput<typeof AttachmentWriteResponse>;

/** Which attachment a modify or delete is for: the server's Id, or the ClientId it was added with. */
const AttachmentTarget = {
  Id: v.optional(PositiveInt),
  ClientId: v.optional(ClientId),
};
const oneTarget = <T extends { Id?: number; ClientId?: string }>() =>
  v.check<T, string>((a) => a.Id !== undefined || a.ClientId !== undefined, 'Id or ClientId');

/** api/Attachment 31 (spec 3 §7.2): modify description, notes, active (same limits as upload). */
export const AttachmentModifyRequest = request({
  Attachment: v.pipe(
    v.object({
      ...AttachmentTarget,
      /** At most ATTACHMENT_DESCRIPTION_MAX (100) characters, else 'Max 100 characters'. */
      Description: FilledText,
      /** At most ATTACHMENT_NOTES_MAX (200) characters, else 'Max 200 characters'. */
      Notes: FilledText,
      Active: v.optional(v.boolean(), true),
    }),
    oneTarget(),
  ),
});
export type AttachmentModifyRequest = v.InferInput<typeof AttachmentModifyRequest>;

/** api/Attachment 41 (spec 3 §7.2): delete (deactivate) one attachment. */
export const AttachmentDeleteRequest = request({
  Attachment: v.pipe(v.object(AttachmentTarget), oneTarget()),
});
export type AttachmentDeleteRequest = v.InferInput<typeof AttachmentDeleteRequest>;
export const AttachmentDeleteResponse = response({});

/**
 * api/ImageFile 11: a photo taken or chosen on the device for one characteristic of a group or of
 * the inventory (OwnerUuid + CharSequence) or for one antenna. The file is a JPEG (checked by
 * content) of at most MAX_PHOTO_BYTES, sent through an upload. ClientId becomes the photo's Id.
 */
export const PhotoAddRequest = request({
  Photo: v.pipe(
    v.object({
      ClientId,
      OrderCode,
      OwnerUuid: v.optional(v.pipe(plainString, v.minLength(1), v.maxLength(64))),
      CharSequence: v.optional(nonNegativeInt32),
      Antenna: v.optional(nonNegativeInt32),
      UploadId: ClientId,
      /** Where and when it was taken, as the device knew it (null / '' when it did not). */
      lat: v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
      longitud: v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
      /** dd-mm-yyyy (a real calendar day) or ''. */
      date: v.pipe(
        plainString,
        v.regex(/^(\d{2}-\d{2}-\d{4})?$/),
        v.check((d) => d === '' || fromErpDate(d) !== null),
      ),
      /** HH:MM:SS (24 h) or ''. */
      time: v.pipe(plainString, v.regex(/^(([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/)),
    }),
    v.check(
      (p) =>
        (p.Antenna !== undefined) !== (p.OwnerUuid !== undefined && p.CharSequence !== undefined),
      'OwnerUuid and CharSequence, or Antenna',
    ),
  ),
});
export type PhotoAddRequest = v.InferInput<typeof PhotoAddRequest>;
export const PhotoAddResponse = response({ Photo: PhotoRef });
export type PhotoAddResponse = v.InferOutput<typeof PhotoAddResponse>;
