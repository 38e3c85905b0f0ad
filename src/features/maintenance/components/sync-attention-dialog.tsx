/** The outbox entries that need the user: refused by the server or in conflict, one card each. */
import { CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineDatabase, type OutboxEntry } from '../../../offline/db';
import { watchOutbox } from '../../../offline/sync-status';
import { ParkedEntryCard } from './parked-entry-card';

export interface SyncAttentionDialogProps {
  userId: number;
  onClose: () => void;
}

export function SyncAttentionDialog({ userId, onClose }: SyncAttentionDialogProps) {
  const { t } = useTranslation('maintenance');
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
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
