/** The home page: heading, welcome and the password-pending notice (carousel comes later). */
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

export function HomePage({
  userName,
  passwordPending,
}: {
  userName: string;
  passwordPending: boolean;
}) {
  const { t } = useTranslation('pages');
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h1" size="2xl">
        {t('homeTitle')}
      </Heading>
      {passwordPending && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator>
            <Icon name="warning" />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title fontSize="md">{t('passwordPendingTitle')}</Alert.Title>
            <Alert.Description fontSize="md">{t('passwordPendingBody')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Text fontSize="xl" fontWeight="semibold">
        {t('welcome', { name: userName })}
      </Text>
      <Text color="gray.700">{t('welcomeBody')}</Text>
    </Stack>
  );
}
