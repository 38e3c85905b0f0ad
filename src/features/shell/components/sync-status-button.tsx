/**
 * The sync status in the top bar, for users whose pages work offline: everything on this device
 * not yet on the server (drafts still to send with "Actualizar orden" included and marked as such),
 * "Enviando…" (with the bytes of the files on their way), items needing attention, no network,
 * and the last successful sync; it opens the sync panel. It never says "Sincronizado" while
 * anything is pending. Users with nothing to sync see only the "Sin conexión" badge when offline.
 * Compact on phones: the chip's icon and count, the words in its accessible name.
 */
import { Box, Button, chakra } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineIndicator } from '../../../components/ui/offline-indicator';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import { formatDateTime } from '../../../lib/date-format';
import { useStore } from '../../../lib/external-store';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { formatBytes } from '../../../offline/storage';
import { syncViewStore, type SyncView } from '../../../offline/sync-status';

/** Draws the sync panel (the maintenance feature's, handed in by the route composing the shell). */
export type SyncPanelRender = (props: { userId: number; onClose: () => void }) => ReactNode;

export interface SyncStatusButtonProps {
  /** The user has pages that work offline (maintenance orders). */
  offlineWork: boolean;
  renderPanel: SyncPanelRender;
}

interface SyncWords {
  tone: StatusTone;
  /** The words shown from tablet width, in the accessible name too. */
  parts: string[];
  /** What a phone shows beside the icon: a count, or nothing. */
  short: string;
}

/** The status in words, most pressing first. */
function syncWords(view: SyncView, online: boolean, t: TFunction, locale: string): SyncWords {
  const total = view.pending + view.unsent + view.attention;
  const progress = view.progress;
  const parts: string[] = [];
  let tone: StatusTone;
  if (view.pausedFor !== null) {
    tone = 'warning';
    parts.push(t('sync.paused'));
  } else if (progress) {
    tone = 'info';
    parts.push(
      t('sync.sendingBytes', {
        sent: formatBytes(progress.sent, locale, progress.total),
        total: formatBytes(progress.total, locale),
      }),
    );
  } else if (view.running && online) {
    tone = 'info';
    parts.push(t('sync.sending'));
  } else if (total > 0) {
    tone = 'pending';
    parts.push(t('sync.pending', { count: total }));
  } else {
    // Everything is on the server, with or without a network now.
    tone = 'success';
    parts.push(t('sync.synced'));
  }
  if (view.unsent > 0) {
    if (tone === 'pending' || tone === 'success') tone = 'warning';
    parts.push(t('sync.unsent', { count: view.unsent }));
  }
  if (view.attention > 0) {
    tone = 'danger';
    parts.push(t('sync.attention', { count: view.attention }));
  }
  if (!online) parts.push(t('offline'));
  const short = progress
    ? `${Math.floor((progress.sent / progress.total) * 100)} %`
    : total > 0
      ? String(total)
      : '';
  return { tone, parts, short };
}

export function SyncStatusButton({ offlineWork, renderPanel }: SyncStatusButtonProps) {
  const { t, i18n } = useTranslation('common');
  const view = useStore(syncViewStore);
  const online = useOnlineStatus();
  const [open, setOpen] = useState(false);
  const anything = view.pending + view.unsent + view.attention > 0;
  // Nothing of this user ever waits on the device: a sync chip would only say "0".
  if (view.userId === null || (!offlineWork && !anything)) return <OfflineIndicator />;
  const words = syncWords(view, online, t, i18n.language);
  const last = view.lastSuccessAt
    ? t('sync.lastSync', { time: formatDateTime(view.lastSuccessAt) })
    : t('sync.never');
  const text = words.parts.join(' · ');
  return (
    <>
      <Button
        variant="ghost"
        color="inherit"
        minH="11"
        minW="11"
        flexShrink={1}
        px="1"
        _hover={{ bg: 'whiteAlpha.200' }}
        title={`${text}. ${last}`}
        aria-label={`${t('sync.label')}: ${text}. ${last}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Box as="span" role="status" display="flex" alignItems="center" minW="0">
          {/* On a crowded bar the words are cut with "…" rather than pushing controls off it;
              the accessible name and the title keep them whole. */}
          <Box as="span" display={{ base: 'none', md: 'inline-flex' }} minW="0">
            <StatusChip tone={words.tone} size="sm">
              <chakra.span display="block" truncate>
                {text}
              </chakra.span>
            </StatusChip>
          </Box>
          <Box as="span" display={{ base: 'inline-flex', md: 'none' }} data-testid="sync-compact">
            <StatusChip tone={words.tone} size="sm">
              {words.short}
            </StatusChip>
          </Box>
        </Box>
      </Button>
      {open && renderPanel({ userId: view.userId, onClose: () => setOpen(false) })}
    </>
  );
}
