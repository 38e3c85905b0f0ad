/** A menu page that a later issue builds: its title and the msjModuleDisabled notice. */
import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../lib/text-keys';
import { Icon } from './ui/icon';

export function ModuleDisabledPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['menu', 'messages']);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t(menuTitle(titleKey), { ns: 'menu' })}
      </Heading>
      <Alert.Root status="info" variant="subtle" role="status">
        <Alert.Indicator>
          <Icon name="info" />
        </Alert.Indicator>
        <Alert.Description fontSize="md">
          {t('msjModuleDisabled', { ns: 'messages' })}
        </Alert.Description>
      </Alert.Root>
    </Stack>
  );
}
