/** api/Attachment 20: the active attachments of an order (spec 3 §7.2). */
import { ActionId } from '../../../protocol/envelope';
import { AttachmentListResponse, type Attachment } from '../../../protocol/maintenance';
import { callApi } from '../../../lib/api-client';

export async function fetchAttachmentList(
  orderCode: string,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  const answer = await callApi(
    'Attachment',
    ActionId.ListFiltered,
    { Filter: { OrderCode: orderCode } },
    { schema: AttachmentListResponse, signal },
  );
  return answer.List;
}
