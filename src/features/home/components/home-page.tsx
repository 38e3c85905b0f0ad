/**
 * The home page: heading and a short welcome, the password-pending notice, then the user's work
 * where they have some (handed in by the route: a feature does not import another), then the
 * communiqué carousel.
 */
import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { isNetworkError } from '../../../lib/api-errors';
import { statementsQueryOptions } from '../api/statements';
import { statementFilterFor } from '../statement-request';
import { StatementCarousel } from './statement-carousel';

export function HomePage({
  userName,
  passwordPending,
  role,
  regions,
  work,
}: {
  userName: string;
  passwordPending: boolean;
  /** The signed-in user's role name: it decides which communiqués are asked for. */
  role: string;
  regions: readonly { Code: string; Active: boolean }[];
  /** The user's work (e.g. orders to review), shown first; absent for roles with none. */
  work?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const filter = useMemo(() => statementFilterFor(role, regions), [role, regions]);
  // Without statements (or while offline) the carousel is simply not shown; a refusal or a
  // server failure is said in words.
  const statements = useQuery({ ...statementsQueryOptions(filter), enabled: role !== '' });
  const list = statements.data ?? [];
  const failure =
    statements.isError && !isNetworkError(statements.error) ? statements.error.message : null;
  return (
    <Stack gap="4" w="full">
      <Heading as="h1" size="2xl">
        {t('homeTitle')}
      </Heading>
      <Stack gap="1">
        <Text fontSize="xl" fontWeight="semibold">
          {t('welcome', { name: userName })}
        </Text>
        <Text color="gray.700" maxW="4xl">
          {t('welcomeBody')}
        </Text>
      </Stack>
      {passwordPending && (
        <Alert.Root status="warning" role="status" maxW="4xl">
          <Alert.Indicator>
            <Icon name="warning" />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title fontSize="md">{t('passwordPendingTitle')}</Alert.Title>
            <Alert.Description fontSize="md">{t('passwordPendingBody')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {work}
      {failure !== null && (
        <Alert.Root status="warning" role="status" maxW="4xl">
          <Alert.Indicator>
            <Icon name="warning" />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title fontSize="md">{t('home.statementsFailed')}</Alert.Title>
            <Alert.Description fontSize="md">{failure}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {list.length > 0 && <StatementCarousel statements={list} />}
    </Stack>
  );
}
