/**
 * One parked outbox entry: the server's message, "Reintentar" and "Descartar" (confirmed), and for
 * a conflict the per-row choice between the device's value and the server's.
 */
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineDatabase, type OutboxEntry } from '../../../offline/db';
import { discardEntry, retryEntry } from '../../../offline/outbox';
import { requestSync } from '../../../offline/sync-scheduler';
import { ConflictChoices } from './conflict-choices';

export function ParkedEntryCard({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('maintenance');
  const [confirming, setConfirming] = useState(false);
  const id = entry.id!;
  const message =
    entry.lastMessage === 'missingBlob'
      ? t('sync.missingBlob')
      : entry.lastMessage || t('sync.status', { status: entry.lastStatus ?? 0 });
  return (
    <Stack gap="2" borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" p="3">
      <Heading as="h3" size="sm">
        {t('sync.order', { order: entry.orderCode })}
      </Heading>
      <Text role="alert" fontSize="sm">
        {message}
      </Text>
      {entry.state === 'conflict' && <ConflictChoices entry={entry} />}
      {confirming ? (
        <Stack gap="2" bg="white" p="2" rounded="sm">
          <Text fontWeight="medium">{t('sync.discardConfirm')}</Text>
          <Flex gap="2" wrap="wrap">
            <Button
              minH="11"
              colorPalette="red"
              onClick={() => void discardEntry(offlineDatabase(), id)}
            >
              {t('sync.discard')}
            </Button>
            <Button minH="11" variant="outline" onClick={() => setConfirming(false)}>
              {t('sync.cancel')}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Flex gap="2" wrap="wrap">
          <Button
            minH="11"
            onClick={() =>
              void retryEntry(offlineDatabase(), id, Date.now()).then(() => requestSync())
            }
          >
            {t('sync.retry')}
          </Button>
          <Button
            minH="11"
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirming(true)}
          >
            {t('sync.discard')}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
