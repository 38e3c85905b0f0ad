/** api/Attachment 21: one attachment with its content, as a file to save (spec 3 §7.2). */
import { ActionId } from '../../../protocol/envelope';
import { AttachmentDownloadResponse } from '../../../protocol/maintenance';
import { callApi } from '../../../lib/api-client';

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The attachment's file; a server answer without content is refused with its own message. */
export async function downloadAttachment(id: number): Promise<{ blob: Blob; fileName: string }> {
  const answer = await callApi(
    'Attachment',
    ActionId.View,
    { Attachment: { Id: id } },
    { schema: AttachmentDownloadResponse },
  );
  const { FileBase64, FileName, AttachmentType } = answer.Attachment;
  const bytes = base64ToBytes(FileBase64 ?? '');
  return { blob: new Blob([bytes], { type: AttachmentType }), fileName: FileName };
}
