/** An admin stub page (spec 1 §1): a titled page whose content is not shown. */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../lib/text-keys';

export function StubPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['menu', 'pages']);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t(menuTitle(titleKey), { ns: 'menu' })}
      </Heading>
      <Text color="gray.700">{t('adminStubBody', { ns: 'pages' })}</Text>
    </Stack>
  );
}
