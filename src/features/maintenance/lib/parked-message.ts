/**
 * What a parked outbox entry's card says: a file problem in the user's words (with the server's
 * message where it gave one), else the server's own message.
 */
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../lib/date-format';
import type { OutboxEntry } from '../../../offline/db';

export function parkedMessage(entry: OutboxEntry, t: TFunction<['maintenance', 'common']>): string {
  // Entries parked before files were told apart carry the reason only as their message.
  const reason = entry.parkReason ?? (entry.lastMessage === 'missingBlob' ? 'missingBlob' : null);
  const status = entry.lastStatus ?? 0;
  switch (reason) {
    case 'missingBlob':
      return t('common:sync.missingBlob');
    case 'corruptBlob':
      return t('common:sync.corruptBlob');
    case 'upload':
      return entry.lastMessage
        ? t('common:sync.uploadRefused', { message: entry.lastMessage })
        : t('common:sync.uploadRefusedStatus', { status });
    case 'uploadQuota':
      return t('common:sync.uploadQuota', {
        message: entry.lastMessage || t('common:sync.uploadRefusedStatus', { status }),
        time: formatDateTime(entry.nextAttemptAt),
      });
    default:
      return entry.lastMessage || t('sync.status', { status });
  }
}

/** Whether the engine sends the parked entry again by itself (the card then says it will). */
export const retriedLater = (entry: OutboxEntry): boolean =>
  entry.state === 'attention' && entry.parkReason === 'uploadQuota';
