/** "Copia sin conexión de hace …": the detail shows the device's copy, not the server's answer. */
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAgeText } from '../hooks/use-age-text';
import { useNow } from '../hooks/use-now';

export function OfflineCopyBanner({ savedAt }: { savedAt: number }) {
  const { t } = useTranslation('maintenance');
  const age = useAgeText();
  const now = useNow();
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Description>{t('offline.copyBanner', { age: age(savedAt, now) })}</Alert.Description>
    </Alert.Root>
  );
}
