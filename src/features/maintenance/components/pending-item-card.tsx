/**
 * One pending change of the sync panel that needs no decision: drafts still to be sent (with the
 * way to their order's "Actualizar orden") or an entry waiting for the network.
 */
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/ui/status-chip';
import { useOnlineStatus } from '../../../lib/use-online-status';
import type { PendingItemView } from '../local/pending-view';
import { MaintenanceIcon } from './maintenance-icon';

export interface PendingItemCardProps {
  item: PendingItemView;
  /** "2 grupos, 1 antena · desde 09-11-2026 16:11". */
  details: string;
  /** Called when the user opens the order (the panel closes). */
  onOpen: () => void;
}

export function PendingItemCard({ item, details, onOpen }: PendingItemCardProps) {
  const { t } = useTranslation('maintenance');
  const online = useOnlineStatus();
  const unsent = item.state === 'unsent';
  const headingId = `pending-${item.key.replace(/\W/g, '-')}`;
  return (
    <Stack
      as="article"
      aria-labelledby={headingId}
      gap="2"
      borderWidth="1px"
      borderColor={unsent ? 'orange.300' : 'gray.300'}
      bg={unsent ? 'orange.50' : 'white'}
      rounded="md"
      p="3"
    >
      <Flex gap="2" align="center" justify="space-between" wrap="wrap">
        <Heading as="h4" size="sm" id={headingId}>
          {t('sync.order', { order: item.orderCode })}
        </Heading>
        {unsent ? (
          <StatusChip tone="warning" size="sm">
            {t('sync.unsentChip')}
          </StatusChip>
        ) : (
          <StatusChip tone={online ? 'info' : 'pending'} size="sm">
            {online ? t('sync.waitingOnline') : t('sync.waitingOffline')}
          </StatusChip>
        )}
      </Flex>
      <Text fontSize="md">{details}</Text>
      {unsent && (
        <>
          <Text fontWeight="medium">{t('sync.unsentHelp')}</Text>
          {item.link && (
            <Button asChild minH="11" alignSelf="start" px="5">
              <Link
                to="/$"
                params={{ _splat: item.link.page }}
                search={item.link.search}
                onClick={onOpen}
              >
                <MaintenanceIcon name="consult" />
                {t('sync.openOrder', { order: item.orderCode })}
              </Link>
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
