/**
 * One attachment's file, as a file to save (spec 3 §7.2): its bytes from
 * GET <base>api/files/attachment/:id, streamed by the server and kept by the browser as a Blob,
 * never as base64 text (api/Attachment 21's JSON answer stays for other callers).
 */
import { fetchFile } from '../../../lib/api-client';

/** The attachment's file and the name the server offers it under ('' when it gives none). */
export async function downloadAttachment(id: number): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await fetchFile(`files/attachment/${id}`);
  return { blob, fileName: fileName ?? '' };
}
