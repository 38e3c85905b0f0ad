/**
 * The sync panel: every change on this device not yet on the server, one card each (order, what
 * changed, since when, the bytes of its files) with what the user must do: tap "Actualizar orden"
 * on the order for drafts not sent yet, act on a refusal or a conflict, or nothing (it goes when
 * there is a network). Under them, how much this device stores for the portal.
 */
import { CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/ui/status-chip';
import { formatDateTime } from '../../../lib/date-format';
import { useStore } from '../../../lib/external-store';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { offlineDatabase } from '../../../offline/db';
import { formatBytes, readStorageHealth, type StorageHealth } from '../../../offline/storage';
import { syncViewStore } from '../../../offline/sync-status';
import type { PartCounts, PendingPart } from '../../../offline/pending-changes';
import { watchPendingView, type PendingItemView } from '../local/pending-view';
import { ParkedEntryCard } from './parked-entry-card';
import { PendingItemCard } from './pending-item-card';

export interface SyncPanelDialogProps {
  userId: number;
  onClose: () => void;
}

/** "Almacenamiento en este dispositivo: 12 MB usados de 2 GB · persistente". */
function storageText(
  health: StorageHealth | null,
  t: TFunction<['maintenance', 'common']>,
  locale: string,
): string {
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

const PART_ORDER: readonly PendingPart[] = [
  'group',
  'antenna',
  'inventory',
  'photo',
  'attachment',
  'other',
];

/** "2 grupos, 1 antena · desde 09-11-2026 16:11 · 1,2 MB". */
export function pendingDetails(
  item: PendingItemView,
  t: TFunction<['maintenance', 'common']>,
  locale: string,
): string {
  const parts: PartCounts = item.parts;
  const changed = PART_ORDER.filter((p) => parts[p])
    .map((p) => t(`sync.parts.${p}`, { count: parts[p] }))
    .join(', ');
  const since = t('sync.since', { time: formatDateTime(item.since) });
  return [changed, since, ...(item.bytes > 0 ? [formatBytes(item.bytes, locale)] : [])].join(' · ');
}

export function SyncPanelDialog({ userId, onClose }: SyncPanelDialogProps) {
  const { t, i18n } = useTranslation(['maintenance', 'common']);
  const online = useOnlineStatus();
  const lastSuccessAt = useStore(syncViewStore, (v) => v.lastSuccessAt);
  // A phone gets the whole screen; from 640 px a centred dialog.
  const phone = !useMediaQuery('(min-width: 640px)');
  const [items, setItems] = useState<PendingItemView[] | null>(null);
  const [storage, setStorage] = useState<StorageHealth | null | undefined>(undefined);
  const count = items?.length ?? 0;
  useEffect(() => {
    let live = true;
    void readStorageHealth().then((health) => live && setStorage(health));
    return () => {
      live = false;
    };
  }, [count]);
  useEffect(() => watchPendingView(offlineDatabase(), userId, setItems), [userId]);

  const parked = (items ?? []).filter((i) => i.entry && i.state !== 'pending');
  const unsent = (items ?? []).filter((i) => i.state === 'unsent');
  const waiting = (items ?? []).filter((i) => i.state === 'pending');
  const details = (item: PendingItemView) => pendingDetails(item, t, i18n.language);

  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={phone ? 'full' : 'lg'}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={phone ? '0' : '3'}>
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Stack gap="0">
                <Dialog.Title>{t('sync.title')}</Dialog.Title>
                {!online && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('sync.offlineNote')}
                  </Text>
                )}
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {items !== null && items.length === 0 && (
                  <StatusChip tone="success">{t('sync.none')}</StatusChip>
                )}
                {parked.length > 0 && (
                  <Stack as="section" gap="2" aria-labelledby="sync-attention">
                    <Heading as="h3" id="sync-attention" size="md">
                      {t('sync.attentionTitle')}
                    </Heading>
                    {parked.map((item) => (
                      <ParkedEntryCard key={item.key} entry={item.entry!} details={details(item)} />
                    ))}
                  </Stack>
                )}
                <PendingSection
                  id="sync-unsent"
                  title={t('sync.unsentTitle')}
                  items={unsent}
                  details={details}
                  onOpen={onClose}
                />
                <PendingSection
                  id="sync-waiting"
                  title={t('sync.waitingTitle')}
                  items={waiting}
                  details={details}
                  onOpen={onClose}
                />
                <Text fontSize="sm" color="fg.muted">
                  {lastSuccessAt
                    ? t('common:sync.lastSync', { time: formatDateTime(lastSuccessAt) })
                    : t('common:sync.never')}
                </Text>
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

/** One titled group of the panel's items (unsent drafts, entries waiting for the network). */
function PendingSection({
  id,
  title,
  items,
  details,
  onOpen,
}: {
  id: string;
  title: string;
  items: readonly PendingItemView[];
  details: (item: PendingItemView) => string;
  onOpen: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby={id}>
      <Heading as="h3" id={id} size="md">
        {title}
      </Heading>
      {items.map((item) => (
        <PendingItemCard key={item.key} item={item} details={details(item)} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
