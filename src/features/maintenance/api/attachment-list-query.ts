/** api/Attachment 20: the active attachments of an order (spec 3 §7.2). */
import { queryOptions } from '@tanstack/react-query';
import { ActionId } from '../../../protocol/envelope';
import { AttachmentListResponse, type Attachment } from '../../../protocol/maintenance';
import { callMaintenance } from './call-maintenance';

export async function fetchAttachmentList(
  orderCode: string,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  const answer = await callMaintenance(
    'Attachment',
    ActionId.ListFiltered,
    { Filter: { OrderCode: orderCode } },
    AttachmentListResponse,
    signal,
  );
  return answer.List;
}

export function attachmentListQueryOptions(orderCode: string) {
  return queryOptions({
    queryKey: ['maintenance', 'attachments', orderCode],
    queryFn: ({ signal }) => fetchAttachmentList(orderCode, signal),
  });
}
