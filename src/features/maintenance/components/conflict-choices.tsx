/** Per conflicting row: "En este equipo" vs "En el servidor", and which one to keep. */
import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SideValues, Side } from '../../../domain/maintenance';
import { offlineDatabase, type OutboxEntry } from '../../../offline/db';
import { requestSync } from '../../../offline/sync-scheduler';
import {
  conflictView,
  resolveConflict,
  type ConflictChoice,
  type ConflictView,
} from '../review/review-conflict';
import { orderViewKey } from '../hooks/use-order-view';
import { ReviewStatusBadge } from './review-sides';

function Values({ title, values }: { title: string; values: SideValues<Side> }) {
  const { t } = useTranslation('maintenance');
  return (
    <Stack gap="1" bg="white" p="2" rounded="sm">
      <Text fontSize="xs" fontWeight="semibold">
        {title}
      </Text>
      <ReviewStatusBadge status={values.status} />
      <Text fontSize="sm">{values.comment || t('sync.noComments')}</Text>
    </Stack>
  );
}

export function ConflictChoices({ entry }: { entry: OutboxEntry }) {
  const { t } = useTranslation('maintenance');
  const queryClient = useQueryClient();
  const [view, setView] = useState<ConflictView | null | undefined>(undefined);
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  useEffect(() => {
    void conflictView(offlineDatabase(), entry).then(setView);
  }, [entry]);
  if (view === undefined) return null;
  if (view === null) return <Text fontSize="sm">{t('sync.noServerState')}</Text>;
  const labelOf = (key: string) => {
    if (key === 'inventory') return t('sync.inventory');
    if (key.startsWith('antenna:')) return t('sync.antenna', { number: key.slice(8) });
    const g = view.server.groups.find((x) => `group:${x.uuidObj}` === key);
    return g ? `${g.sequence}. ${g.groupText}` : key;
  };
  return (
    <Stack gap="3">
      <Text fontSize="sm">{t('sync.conflict')}</Text>
      {view.rows.map((r) => {
        const choice = r.locked ? 'theirs' : (choices[r.key] ?? 'mine');
        const pick = (c: ConflictChoice) => setChoices((prev) => ({ ...prev, [r.key]: c }));
        return (
          <Stack key={r.key} gap="2" role="group" aria-label={labelOf(r.key)}>
            <Text fontWeight="semibold">{labelOf(r.key)}</Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              <Values title={t('sync.mine')} values={r.mine} />
              <Values title={t('sync.theirs')} values={r.theirs} />
            </SimpleGrid>
            <Flex gap="2" wrap="wrap">
              <Button
                minH="11"
                variant={choice === 'mine' ? 'solid' : 'outline'}
                aria-pressed={choice === 'mine'}
                disabled={r.locked}
                onClick={() => pick('mine')}
              >
                {t('sync.keepMine')}
              </Button>
              <Button
                minH="11"
                variant={choice === 'theirs' ? 'solid' : 'outline'}
                aria-pressed={choice === 'theirs'}
                onClick={() => pick('theirs')}
              >
                {t('sync.keepTheirs')}
              </Button>
            </Flex>
            {r.locked && <Text fontSize="sm">{t('sync.lockedKeepsTheirs')}</Text>}
          </Stack>
        );
      })}
      <Button
        minH="11"
        colorPalette="green"
        alignSelf="start"
        onClick={() =>
          void resolveConflict(offlineDatabase(), entry, choices, Date.now()).then(() => {
            // The device's copy now holds the server's values: the order on screen shows them too.
            void queryClient.invalidateQueries({
              queryKey: orderViewKey(entry.userId, entry.orderCode),
            });
            requestSync();
          })
        }
      >
        {t('sync.apply')}
      </Button>
    </Stack>
  );
}
