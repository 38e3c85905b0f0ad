/**
 * One parked outbox entry: the server's message (or why its file could not be sent, and when it is
 * sent again by itself), "Reintentar" and "Descartar" (confirmed), and for a conflict the per-row
 * choice between the device's value and the server's.
 */
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/ui/status-chip';
import { offlineDatabase, type OutboxEntry } from '../../../offline/db';
import { discardEntry, retryEntry } from '../../../offline/outbox';
import { requestSync } from '../../../offline/sync-scheduler';
import { parkedMessage, retriedLater } from '../lib/parked-message';
import { ConflictChoices } from './conflict-choices';

export interface ParkedEntryCardProps {
  entry: OutboxEntry;
  /** What changed and since when ("2 grupos · desde 09-11-2026 16:11"). */
  details?: string;
}

export function ParkedEntryCard({ entry, details }: ParkedEntryCardProps) {
  const { t } = useTranslation(['maintenance', 'common']);
  const [confirming, setConfirming] = useState(false);
  const id = entry.id!;
  const message = parkedMessage(entry, t);
  const later = retriedLater(entry);
  return (
    <Stack gap="2" borderWidth="1px" borderColor="orange.300" bg="orange.50" rounded="md" p="3">
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <Heading as="h4" size="sm">
          {t('sync.order', { order: entry.orderCode })}
        </Heading>
        <StatusChip tone={entry.state === 'conflict' || later ? 'warning' : 'danger'} size="sm">
          {entry.state === 'conflict'
            ? t('sync.conflictChip')
            : later
              ? t('sync.retryLaterChip')
              : t('sync.refusedChip')}
        </StatusChip>
      </Flex>
      {details && <Text>{details}</Text>}
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
