/** A small "Sin conexión" badge while the browser is offline. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../lib/use-online-status';
import { Icon } from './icon';

export function OfflineIndicator() {
  const { t } = useTranslation('common');
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Badge
      role="status"
      title={t('offlineHint')}
      bg="orange.100"
      color="orange.900"
      px="2"
      py="1"
      fontSize="sm"
      gap="1"
    >
      <Icon name="offline" boxSize="4" />
      {t('offline')}
    </Badge>
  );
}
