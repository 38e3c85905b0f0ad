/**
 * What a payment page shows when its `id` param is missing or unknown (neither `arren` nor
 * `prov`): it cannot tell whose payments to show, says so and offers both, never a crash.
 */
import { Alert, Button, Flex } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function BadIdNotice({ to }: { to: '/payment_pending' | '/payment_complement' }) {
  const { t } = useTranslation('payments');
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('badId.title')}</Alert.Title>
        <Alert.Description>{t('badId.text')}</Alert.Description>
        <Flex gap="2" wrap="wrap">
          <Button asChild variant="outline" minH="11" bg="white">
            <Link to={to} search={{ id: 'arren' }}>
              {t('badId.lessor')}
            </Link>
          </Button>
          <Button asChild variant="outline" minH="11" bg="white">
            <Link to={to} search={{ id: 'prov' }}>
              {t('badId.supplier')}
            </Link>
          </Button>
        </Flex>
      </Alert.Content>
    </Alert.Root>
  );
}
