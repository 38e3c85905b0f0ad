/**
 * The content a write names by UploadId: the assembled file of the caller's complete, unused
 * upload, and the claim that lets exactly one write use it (released again when the write fails).
 */
import type { Language } from '../../../../src/protocol/envelope';
import { refuse, type ApiRefusal } from '../../api/types';
import type { Db } from '../../db/client';
import { refuseWith } from './replies';
import {
  claimUpload,
  finishUpload,
  readCompleteUpload,
  releaseUpload,
  toUploadState,
} from './uploads';

export interface UploadedFile {
  bytes: Uint8Array;
  /** The digest the device announced when it started the upload; null when it sent none. */
  expectedSha256: string | null;
}

/** The file of the upload, or the refusal: unknown 404, not complete or already used 409. */
export async function uploadedFile(
  db: Db,
  lang: Language,
  userId: number,
  uploadId: string,
): Promise<UploadedFile | ApiRefusal> {
  const found = await readCompleteUpload(db, userId, uploadId);
  switch (found.kind) {
    case 'notFound':
      return refuse('uploadNotFound', lang, 404);
    case 'incomplete':
      return refuseWith(
        'uploadIncomplete',
        lang,
        409,
        { received: found.upload.received, size: found.upload.size },
        { Upload: toUploadState(found.upload) },
      );
    case 'used':
      return refuse('uploadUsed', lang, 409, { Upload: toUploadState(found.upload) });
    case 'ready':
      return { bytes: found.bytes, expectedSha256: found.upload.sha256 };
  }
}

export const isReply = (x: UploadedFile | ApiRefusal): x is ApiRefusal => 'status' in x;

/**
 * Runs `write` holding the claim on the upload (when the content came from one). `claimed: false`
 * when another write took the upload first. The upload is finished when `write` says it used the
 * file, and released when it did not or threw, so the device can send the write again.
 */
export async function withUpload<T>(
  db: Db,
  userId: number,
  uploadId: string | null,
  write: () => Promise<{ used: boolean; result: T }>,
): Promise<{ claimed: true; result: T } | { claimed: false }> {
  if (uploadId === null) return { claimed: true, result: (await write()).result };
  if (!(await claimUpload(db, userId, uploadId))) return { claimed: false };
  let outcome: { used: boolean; result: T };
  try {
    outcome = await write();
  } catch (e) {
    await releaseUpload(db, userId, uploadId);
    throw e;
  }
  if (outcome.used) await finishUpload(db, userId, uploadId);
  else await releaseUpload(db, userId, uploadId);
  return { claimed: true, result: outcome.result };
}
