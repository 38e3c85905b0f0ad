/** The not-found page (spec 1 §2.1): a heading and a button back to the home page. */
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage({ standalone = true }: { standalone?: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <Stack
      as={standalone ? 'main' : 'section'}
      gap="4"
      align="center"
      textAlign="center"
      py="16"
      px="4"
    >
      <Text fontSize="6xl" fontWeight="bold" color="brand.fg" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="2xl">
        {t('notFoundTitle')}
      </Heading>
      <Text color="gray.700">{t('notFoundBody')}</Text>
      <Button asChild size="lg" minH="11">
        <Link to="/">{t('goHome')}</Link>
      </Button>
    </Stack>
  );
}
