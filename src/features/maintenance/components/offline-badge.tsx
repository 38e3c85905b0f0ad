/** Whether an order is ready offline and how old its copy is ("Guardada hace 5 min"). */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAgeText } from '../hooks/use-age-text';
import type { OfflineOrderSummary } from '../local/offline-orders';
import { MaintenanceIcon } from './maintenance-icon';

export interface OfflineBadgeProps {
  summary: OfflineOrderSummary | undefined;
  /** The list row's version: a newer one means the copy is out of date. */
  serverVersion: number;
  now: number;
}

export function OfflineBadge({ summary, serverVersion, now }: OfflineBadgeProps) {
  const { t } = useTranslation('maintenance');
  const age = useAgeText();
  if (!summary) return null;
  const outdated = serverVersion > summary.version;
  return (
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
  );
}
