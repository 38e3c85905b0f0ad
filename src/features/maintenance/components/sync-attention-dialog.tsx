/**
 * The outbox entries that need the user: refused by the server or in conflict, one card each;
 * under them, how much this device stores for the portal and whether the browser keeps it.
 */
import { CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineDatabase, type OutboxEntry } from '../../../offline/db';
import { formatBytes, readStorageHealth, type StorageHealth } from '../../../offline/storage';
import { watchOutbox } from '../../../offline/sync-status';
import { ParkedEntryCard } from './parked-entry-card';

export interface SyncAttentionDialogProps {
  userId: number;
  onClose: () => void;
}

/** "Almacenamiento en este dispositivo: 12 MB usados de 2 GB · persistente". */
function storageText(health: StorageHealth | null, t: TFunction, locale: string): string {
  if (!health || health.usage === null) return t('common:sync.storageUnknown');
  const usage = formatBytes(health.usage, locale);
  const used =
    health.quota === null
      ? t('common:sync.storageUsageOnly', { usage })
      : t('common:sync.storageUsage', { usage, quota: formatBytes(health.quota, locale) });
  const kept = health.persisted
    ? t('common:sync.storagePersistent')
    : t('common:sync.storageNotPersistent');
  return `${used} · ${kept}`;
}

export function SyncAttentionDialog({ userId, onClose }: SyncAttentionDialogProps) {
  const { t, i18n } = useTranslation(['maintenance', 'common']);
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [storage, setStorage] = useState<StorageHealth | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readStorageHealth().then((health) => live && setStorage(health));
    return () => {
      live = false;
    };
  }, [entries.length]);
  useEffect(
    () =>
      watchOutbox(offlineDatabase(), userId, (all) =>
        setEntries(all.filter((e) => e.state !== 'pending')),
      ),
    [userId],
  );
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('sync.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {entries.length === 0 && <Text>{t('sync.none')}</Text>}
                {entries.map((e) => (
                  <ParkedEntryCard key={e.id} entry={e} />
                ))}
                {storage !== undefined && (
                  <Text fontSize="sm" color="fg.muted" data-testid="device-storage">
                    {storageText(storage, t, i18n.language)}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('close')} minW="11" minH="11" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
