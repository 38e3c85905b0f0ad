/**
 * What a search answered besides rows: the refusal's message (the server's Message, spec 2 §8),
 * "needs connection" offline, or selectNoData when nothing was found.
 */
import { Alert, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../lib/use-online-status';

export function QueryError({ error }: { error: Error }) {
  const { t } = useTranslation('invoicing');
  const online = useOnlineStatus();
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>
        {online ? error.message || t('loadFailed') : t('needsConnection')}
      </Alert.Description>
    </Alert.Root>
  );
}

export function NoData() {
  const { t } = useTranslation('invoicing');
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Description>{t('selectNoData')}</Alert.Description>
    </Alert.Root>
  );
}

export function Loading() {
  const { t } = useTranslation('invoicing');
  return <Spinner aria-label={t('loading')} alignSelf="center" />;
}
