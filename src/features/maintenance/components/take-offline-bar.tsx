/** The selection bar: how many orders are chosen and "Disponible sin conexión". */
import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { MaintenanceIcon } from './maintenance-icon';

export interface TakeOfflineBarProps {
  total: number;
  selectedCount: number;
  running: boolean;
  progress: { done: number; total: number } | null;
  onTakeOffline: () => void;
}

export function TakeOfflineBar({
  total,
  selectedCount,
  running,
  progress,
  onTakeOffline,
}: TakeOfflineBarProps) {
  const { t } = useTranslation('maintenance');
  const online = useOnlineStatus();
  return (
    <Flex align="center" justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="sm" role="status">
        {t('results', { count: total })}
        {selectedCount > 0 && ` · ${t('offline.selected', { count: selectedCount })}`}
        {progress && ` · ${t('offline.progress', progress)}`}
      </Text>
      <Button
        minH="11"
        variant="outline"
        disabled={selectedCount === 0 || running || !online}
        loading={running}
        title={online ? undefined : t('offline.needsConnection')}
        onClick={onTakeOffline}
      >
        <MaintenanceIcon name="offlineReady" />
        {t('offline.take')}
      </Button>
    </Flex>
  );
}
