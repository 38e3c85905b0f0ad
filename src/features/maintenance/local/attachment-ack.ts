/**
 * What an acknowledged api/Attachment entry changes on this device: the draft learns the server's
 * Id, and the offline copy's list takes the answer, then the server's whole list.
 */
import * as v from 'valibot';
import type { OutboxEntry, PortalDatabase } from '../../../offline/db';
import { ActionId } from '../../../protocol/envelope';
import { Attachment, type Attachment as AttachmentValue } from '../../../protocol/maintenance';
import { AttachmentWriteResponse } from '../../../protocol/maintenance-files';
import { fetchAttachmentList } from '../api/attachment-list-query';
import { ATTACHMENT_API, AttachmentDraftValue } from './attachment-model';
import { saveOfflineAttachments } from './attachment-store';
import { orderRecordKey } from './offline-orders';

const StoredAttachments = v.object({ attachments: v.array(Attachment) });

function applyAnswer(
  list: readonly AttachmentValue[],
  actionId: unknown,
  answered: AttachmentValue | null,
  deletedId: number | undefined,
): AttachmentValue[] {
  if (actionId === ActionId.Delete)
    return deletedId === undefined ? [...list] : list.filter((a) => a.Id !== deletedId);
  if (!answered) return [...list];
  const rest = list.filter((a) => a.Id !== answered.Id);
  return answered.Active ? [...rest, answered] : rest;
}

/**
 * Sync engine hook, called before an acknowledged api/Attachment entry leaves the outbox: an
 * answered upload gives the draft its server Id (so later edits and the server's list show one
 * row), the offline copy's list takes the answer at once, then the whole list is read again from
 * the server when it answers (a failure there keeps the copy as it is).
 */
export async function onAttachmentAcknowledged(
  db: PortalDatabase,
  entry: OutboxEntry,
  body: unknown,
  now: number,
  fetchList: (orderCode: string) => Promise<AttachmentValue[]> = fetchAttachmentList,
): Promise<void> {
  if (entry.name !== ATTACHMENT_API) return;
  const parsed = v.safeParse(AttachmentWriteResponse, body);
  const answered = parsed.success ? parsed.output.Attachment : null;
  const { userId, orderCode } = entry;
  const recordKey = orderRecordKey(userId, orderCode);
  await db.transaction('rw', [db.drafts, db.orders], async () => {
    const draft = entry.draftKey ? await db.drafts.get(entry.draftKey) : undefined;
    const value = draft ? v.safeParse(AttachmentDraftValue, draft.value) : null;
    const known = value?.success ? value.output : null;
    if (draft && known && answered && known.id === undefined) {
      await db.drafts.update(draft.key, { value: { ...known, id: answered.Id }, updatedAt: now });
    }
    const record = await db.orders.get(recordKey);
    const stored = record ? v.safeParse(StoredAttachments, record) : null;
    if (!record || !stored?.success) return;
    const target = (entry.body.Attachment ?? {}) as { Id?: unknown };
    const deletedId = typeof target.Id === 'number' ? target.Id : (known?.id ?? answered?.Id);
    const list = applyAnswer(stored.output.attachments, entry.body.ActionId, answered, deletedId);
    await db.orders.update(recordKey, { attachments: list });
  });
  try {
    await saveOfflineAttachments(db, userId, orderCode, await fetchList(orderCode));
  } catch {
    // The answer above already updated the copy; the next take-offline refreshes it fully.
  }
}
