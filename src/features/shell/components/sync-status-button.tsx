/**
 * The sync status, always in the top bar: pending count, "Enviando…" (with the bytes of the files
 * on their way), the last successful sync, and items needing attention (opening their panel).
 * Compact on phones: icon and counts only.
 */
import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SyncAttentionDialog } from '../../maintenance/components/sync-attention-dialog';
import { useStore } from '../../../lib/external-store';
import { formatBytes } from '../../../offline/storage';
import { syncViewStore } from '../../../offline/sync-status';

export function SyncStatusButton() {
  const { t, i18n } = useTranslation('common');
  const view = useStore(syncViewStore);
  const [open, setOpen] = useState(false);
  if (view.userId === null) return null;
  const time = view.lastSuccessAt
    ? new Date(view.lastSuccessAt).toLocaleTimeString(i18n.language, {
        hour: '2-digit',
        minute: '2-digit',
      })
    : null;
  const last = time ? t('sync.lastSync', { time }) : t('sync.never');
  const progress = view.progress;
  const main = progress
    ? t('sync.sendingBytes', {
        sent: formatBytes(progress.sent, i18n.language, progress.total),
        total: formatBytes(progress.total, i18n.language),
      })
    : view.running
      ? t('sync.sending')
      : view.pausedFor !== null
        ? t('sync.paused')
        : view.pending > 0
          ? t('sync.pending', { count: view.pending })
          : t('sync.synced');
  return (
    <>
      <Button
        variant="ghost"
        color="inherit"
        minH="11"
        px="2"
        gap="1"
        _hover={{ bg: 'whiteAlpha.200' }}
        title={`${main} · ${last}`}
        aria-label={`${t('sync.label')}: ${main}. ${last}${
          view.attention > 0 ? `. ${t('sync.attention', { count: view.attention })}` : ''
        }`}
        onClick={() => setOpen(true)}
      >
        <Box as="span" role="status" display="flex" alignItems="center" gap="1">
          <Text as="span" fontSize="sm" display={{ base: 'none', md: 'inline' }}>
            {main}
          </Text>
          <Badge
            display={{ base: 'inline-flex', md: 'none' }}
            bg="whiteAlpha.300"
            color="inherit"
            data-testid="sync-pending"
          >
            {progress
              ? `${Math.floor((progress.sent / progress.total) * 100)} %`
              : view.running
                ? '…'
                : view.pending}
          </Badge>
          {view.attention > 0 && (
            <Badge bg="orange.400" color="black" fontWeight="bold">
              !{view.attention}
            </Badge>
          )}
        </Box>
      </Button>
      {open && <SyncAttentionDialog userId={view.userId} onClose={() => setOpen(false)} />}
    </>
  );
}
