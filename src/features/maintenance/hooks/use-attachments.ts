/**
 * The attachments of one order for its dialog: the server's list (the offline copy's when the
 * server is out of reach) merged with this device's pending changes, the attachment types, and
 * the add / edit / delete / download actions, each written to the outbox before it says "saved".
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-errors';
import { showAlert } from '../../../lib/alert-store';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { offlineDatabase, type Draft } from '../../../offline/db';
import { followEntry, type EntryOutcome } from '../../../offline/follow-entry';
import { requestSync } from '../../../offline/sync-scheduler';
import type { Attachment } from '../../../protocol/maintenance';
import { useSessionState } from '../../../lib/session/use-session';
import { downloadAttachment } from '../api/attachment-download';
import { fetchAttachmentList } from '../api/attachment-list-query';
import { attachmentTypesQueryOptions } from '../api/attachment-types-query';
import {
  addAttachment,
  deleteAttachment,
  editAttachment,
  readAttachmentBlob,
  saveOfflineAttachments,
  watchAttachmentDrafts,
} from '../local/attachment-store';
import { mergeAttachmentList, type AttachmentRow } from '../local/attachment-model';
import { readOfflineOrder } from '../local/offline-orders';
import { parkedMessage, retriedLater } from '../lib/parked-message';

/** The order is out of reach of the server and was not taken offline. */
export class AttachmentsNeedConnectionError extends Error {
  override readonly name = 'AttachmentsNeedConnectionError';
}

interface AttachmentsSource {
  list: Attachment[];
  source: 'server' | 'offline';
  /** The offline copy's order version, when there is a copy. */
  version: number;
}

/** Failures after which the offline copy is the better answer. */
function unreachable(error: unknown): boolean {
  return isApiError(error) && ['network', 'server', 'throttled'].includes(error.kind);
}

async function loadAttachments(
  userId: number,
  orderCode: string,
  signal: AbortSignal,
): Promise<AttachmentsSource> {
  const db = offlineDatabase();
  const copy = await readOfflineOrder(db, userId, orderCode);
  const fromCopy = (): AttachmentsSource => {
    if (!copy) throw new AttachmentsNeedConnectionError(orderCode);
    return { list: copy.attachments, source: 'offline', version: copy.version };
  };
  if (!navigator.onLine) return fromCopy();
  try {
    const list = await fetchAttachmentList(orderCode, signal);
    // The copy follows the server whenever the list is read online.
    if (copy) await saveOfflineAttachments(db, userId, orderCode, list);
    return { list, source: 'server', version: copy?.version ?? 0 };
  } catch (error) {
    if (!unreachable(error)) throw error;
    return fromCopy();
  }
}

/** The query key of the dialog's list; invalidating ['maintenance', 'attachments', code] reaches it. */
export const attachmentsViewKey = (orderCode: string, userId: number) =>
  ['maintenance', 'attachments', orderCode, 'view', userId] as const;

/** Offers a file to the user as a download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface NewAttachment {
  typeId: number;
  typeName: string;
  description: string;
  notes: string;
  file: File;
  fileExt: string;
}

type WriteKind = 'upload' | 'update' | 'delete';

export function useAttachments(userId: number, orderCode: string) {
  const { t } = useTranslation('maintenance');
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const session = useSessionState((s) => s.session);
  const key = attachmentsViewKey(orderCode, userId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => loadAttachments(userId, orderCode, signal),
    // The query function itself decides between the server and the device.
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
  const types = useQuery({ ...attachmentTypesQueryOptions(), enabled: online });
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const draftKeys = useRef<Set<string>>(new Set());

  useEffect(
    () =>
      watchAttachmentDrafts(offlineDatabase(), userId, orderCode, (next) => {
        const keys = new Set(next.map((d) => d.key));
        // A draft left the device: its last entry was acknowledged, so the list moved on.
        const gone = [...draftKeys.current].some((k) => !keys.has(k));
        draftKeys.current = keys;
        setDrafts(next);
        if (gone)
          void queryClient.invalidateQueries({ queryKey: attachmentsViewKey(orderCode, userId) });
      }),
    [userId, orderCode, queryClient],
  );

  const rows: AttachmentRow[] = useMemo(
    () => (list.data ? mergeAttachmentList(list.data.list, drafts) : []),
    [list.data, drafts],
  );

  // The session's list of types answers while offline (spec 3 §3.7: kept in the session).
  const typeOptions = types.data ?? session?.AttachmentTypes ?? [];
  const baseVersion = list.data?.version ?? 0;
  const createdBy = session?.User.UserName ?? '';

  const success: Record<WriteKind, string> = {
    upload: t('attachments.uploaded'),
    update: t('attachments.updated'),
    delete: t('attachments.deleted'),
  };
  const failure: Record<WriteKind, string> = {
    upload: t('attachments.uploadFailed'),
    update: t('attachments.updateFailed'),
    delete: t('attachments.deleteFailed'),
  };

  /** Online, the alert waits for the server's answer; offline, it says where the change is. */
  const announce = (kind: WriteKind, entryId: number) => {
    if (!navigator.onLine) {
      showAlert({ type: 'info', message: t('attachments.savedOnDevice') });
      return;
    }
    requestSync();
    followEntry(offlineDatabase(), entryId, (outcome: EntryOutcome) => {
      if (outcome.state === 'done') {
        showAlert({ type: 'success', message: success[kind] });
        return;
      }
      const { lastMessage, parkReason } = outcome.entry;
      if (retriedLater(outcome.entry)) {
        // Not a failure: the file waits on the device and goes again by itself.
        showAlert({ type: 'warning', message: parkedMessage(outcome.entry, t) });
        return;
      }
      const fileProblem = parkReason !== undefined || lastMessage === 'missingBlob';
      const message = fileProblem || !lastMessage ? failure[kind] : lastMessage;
      showAlert({ type: 'error', message });
    });
  };

  const now = () => Date.now();

  return {
    online,
    rows,
    isPending: list.isPending,
    error: list.error,
    needsConnection: list.error instanceof AttachmentsNeedConnectionError,
    source: list.data?.source ?? null,
    types: typeOptions,
    add: async (input: NewAttachment) => {
      const { entryId } = await addAttachment(offlineDatabase(), {
        userId,
        orderCode,
        baseVersion,
        typeId: input.typeId,
        typeName: input.typeName,
        description: input.description,
        notes: input.notes,
        file: input.file,
        fileName: input.file.name,
        fileExt: input.fileExt,
        createdBy,
        now: now(),
      });
      announce('upload', entryId);
    },
    edit: async (row: AttachmentRow, description: string, notes: string) => {
      const entryId = await editAttachment(offlineDatabase(), {
        userId,
        orderCode,
        baseVersion,
        row,
        description,
        notes,
        now: now(),
      });
      announce('update', entryId);
    },
    remove: async (row: AttachmentRow) => {
      const entryId = await deleteAttachment(offlineDatabase(), {
        userId,
        orderCode,
        baseVersion,
        row,
        now: now(),
      });
      announce('delete', entryId);
    },
    /**
     * A file added here and not sent yet comes from the device; any other from the server
     * (api/Attachment 21), or from the device when the server is out of reach.
     */
    download: async (row: AttachmentRow) => {
      const local = row.blobId
        ? await readAttachmentBlob(offlineDatabase(), userId, row.blobId)
        : null;
      if (local && (row.id === null || !navigator.onLine)) {
        saveFile(local, row.fileName);
        return;
      }
      if (row.id === null) throw new Error(t('attachments.downloadFailed'));
      try {
        const { blob, fileName } = await downloadAttachment(row.id);
        saveFile(blob, fileName || row.fileName);
      } catch (error) {
        if (local && unreachable(error)) saveFile(local, row.fileName);
        else throw error;
      }
    },
  };
}
