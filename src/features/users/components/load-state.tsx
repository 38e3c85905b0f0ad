/** The loading spinner or the refusal of one read inside a dialog. */
import { Alert, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function LoadState({ error }: { error: Error | null }) {
  const { t } = useTranslation('users');
  if (!error) return <Spinner aria-label={t('loading')} alignSelf="center" />;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{error.message || t('loadFailed')}</Alert.Description>
    </Alert.Root>
  );
}
