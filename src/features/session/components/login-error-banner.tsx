/** The dismissible red banner with the server's message after a failed sign-in (spec 1 §2.2). */
import { Alert, CloseButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

export function LoginErrorBanner({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert.Root status="error" variant="solid" role="alert" alignItems="center">
      <Alert.Indicator>
        <Icon name="error" />
      </Alert.Indicator>
      <Alert.Description fontSize="md" flex="1">
        {message}
      </Alert.Description>
      <CloseButton
        aria-label={t('close')}
        minW="11"
        minH="11"
        color="inherit"
        variant="ghost"
        onClick={onClose}
      >
        <Icon name="close" />
      </CloseButton>
    </Alert.Root>
  );
}
