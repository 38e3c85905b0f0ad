/**
 * Whether an order is ready offline and how old its copy is ("Guardada hace 5 min"), with
 * "Quitar copia sin conexión" beside it when the list offers it.
 */
import { Badge, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAgeText } from '../hooks/use-age-text';
import type { OfflineOrderSummary } from '../local/offline-orders';
import { MaintenanceIcon } from './maintenance-icon';

/** What the list hands its rows to remove an order's offline copy. */
export interface OfflineCopyActions {
  onRemoveOffline?: (orderCode: string) => void;
  /** The order whose copy is being removed, if any. */
  removingOffline?: string | null;
}

export interface OfflineBadgeProps extends OfflineCopyActions {
  orderCode: string;
  summary: OfflineOrderSummary | undefined;
  /** The list row's version: a newer one means the copy is out of date. */
  serverVersion: number;
  now: number;
}

export function OfflineBadge({
  orderCode,
  summary,
  serverVersion,
  now,
  onRemoveOffline,
  removingOffline,
}: OfflineBadgeProps) {
  const { t } = useTranslation('maintenance');
  const age = useAgeText();
  if (!summary) return null;
  const outdated = serverVersion > summary.version;
  const removeLabel = t('offlineCopy.removeOrder', { order: orderCode });
  return (
    <HStack gap="1" align="center">
      <Badge
        colorPalette={outdated ? 'orange' : 'green'}
        variant="subtle"
        gap="1"
        whiteSpace="normal"
        title={outdated ? t('offline.outdated') : t('offline.ready')}
      >
        <MaintenanceIcon name="offlineReady" boxSize="3.5" />
        {t('offline.savedAgo', { age: age(summary.fetchedAt, now) })}
        {outdated && ` · ${t('offline.outdatedShort')}`}
      </Badge>
      {onRemoveOffline && (
        <IconButton
          aria-label={removeLabel}
          title={removeLabel}
          size="sm"
          minW="11"
          minH="11"
          variant="ghost"
          colorPalette="gray"
          loading={removingOffline === orderCode}
          onClick={() => onRemoveOffline(orderCode)}
        >
          <MaintenanceIcon name="close" />
        </IconButton>
      )}
    </HStack>
  );
}
