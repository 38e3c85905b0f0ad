/** The frame of a lessor page: its menu title as the page's heading, then its content. */
import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../../lib/text-keys';

export function PageFrame({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('menu');
  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="2xl">
        {t(menuTitle(titleKey))}
      </Heading>
      {children}
    </Stack>
  );
}
