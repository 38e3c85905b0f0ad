/** api/AttachmentType 21: the active attachment types (spec 3 §3.7, §7.2). */
import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { ActionId } from '../../../protocol/envelope';
import { AttachmentTypeListResponse, type AttachmentTypeRow } from '../../../protocol/maintenance';
import { callApi } from '../../../lib/api-client';

export type AttachmentTypeOption = v.InferOutput<typeof AttachmentTypeRow>;

export function attachmentTypesQueryOptions() {
  return queryOptions({
    queryKey: ['maintenance', 'attachment-types'],
    queryFn: async ({ signal }): Promise<AttachmentTypeOption[]> => {
      const answer = await callApi(
        'AttachmentType',
        ActionId.View,
        {},
        { schema: AttachmentTypeListResponse, signal },
      );
      return answer.List;
    },
    staleTime: 60 * 60_000,
  });
}
