/**
 * /admin_profile: the profile's password policy (spec 1 §3 Profile, §5 new password):
 * complexity 1–4 and minimum length, which an administrator changes within the server's bounds
 * (8–64); the protection against failed sign-ins is fixed and shown read-only, saying so.
 */
import {
  Box,
  Button,
  chakra,
  Field,
  Heading,
  Input,
  List,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import {
  DELAY_AFTER_FAILURES_FOR_NAME,
  DELAY_AFTER_FAILURES_FROM_ADDRESS,
  MAX_DELAY_SECONDS,
} from '../../../domain/sign-in-policy';
import { showAlert } from '../../../lib/alert-store';
import { PASSWORD_LENGTH_MAX, PASSWORD_LENGTH_MIN } from '../../../protocol/operations';
import type { Profile } from '../../../protocol/profile';
import { passwordPolicyQueryOptions, savePasswordPolicy } from '../api/operations-queries';

const LEVELS = [1, 2, 3, 4] as const;

export function PasswordPolicyPage() {
  const { t } = useTranslation('operations');
  const policy = useQuery(passwordPolicyQueryOptions());
  const queryClient = useQueryClient();
  const loaded = policy.data?.Profile;
  // The form starts from the saved values each time they (re)load.
  const [edits, setEdits] = useState<{
    of: Profile | undefined;
    complexity: number;
    length: string;
  } | null>(null);
  const current = edits && edits.of === loaded ? edits : null;
  const complexity = current?.complexity ?? loaded?.UserPasswordComplexity ?? 1;
  const length = current?.length ?? String(loaded?.UserPasswordLenght ?? '');
  const setComplexity = (c: number) => setEdits({ of: loaded, complexity: c, length });
  const setLength = (l: string) => setEdits({ of: loaded, complexity, length: l });
  const lengthNumber = Number(length);
  const lengthValid =
    /^\d+$/.test(length) &&
    lengthNumber >= PASSWORD_LENGTH_MIN &&
    lengthNumber <= PASSWORD_LENGTH_MAX;
  const bounds = { min: PASSWORD_LENGTH_MIN, max: PASSWORD_LENGTH_MAX };
  const save = useMutation({
    mutationFn: () =>
      savePasswordPolicy({ UserPasswordComplexity: complexity, UserPasswordLenght: lengthNumber }),
    onSuccess: (message) => {
      if (message) showAlert({ type: 'success', message });
      void queryClient.invalidateQueries({ queryKey: ['operations', 'profile'] });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
    onError: (e) => showAlert({ type: 'error', message: e.message }),
  });

  return (
    <PageFrame titleKey="adminProfile">
      <Text>{t('profile.intro')}</Text>
      {policy.error ? (
        <QueryError error={policy.error} />
      ) : !loaded ? (
        <Loading />
      ) : (
        <chakra.form
          maxW="xl"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (lengthValid) save.mutate();
          }}
        >
          <Stack gap="4">
            <Field.Root>
              <Field.Label>{t('profile.complexity')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  minH="11"
                  bg="white"
                  value={String(complexity)}
                  onChange={(e) => setComplexity(Number(e.currentTarget.value))}
                >
                  {LEVELS.map((l) => (
                    <option key={l} value={String(l)}>
                      {t(`profile.levels.${l}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>{t('profile.complexityHelp')}</Field.HelperText>
            </Field.Root>
            <Field.Root invalid={!lengthValid}>
              <Field.Label>{t('profile.length')}</Field.Label>
              <Input
                minH="11"
                bg="white"
                type="number"
                inputMode="numeric"
                min={PASSWORD_LENGTH_MIN}
                max={PASSWORD_LENGTH_MAX}
                value={length}
                onChange={(e) => setLength(e.currentTarget.value)}
              />
              {lengthValid ? (
                <Field.HelperText>{t('profile.lengthHelp', bounds)}</Field.HelperText>
              ) : (
                <Field.ErrorText>{t('profile.lengthError', bounds)}</Field.ErrorText>
              )}
            </Field.Root>
            <Button
              type="submit"
              alignSelf="flex-start"
              minH="11"
              loading={save.isPending}
              disabled={!lengthValid}
            >
              {t('profile.save')}
            </Button>
          </Stack>
        </chakra.form>
      )}
      <Box
        as="section"
        aria-labelledby="lockout-policy"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        p="4"
        maxW="3xl"
      >
        <Heading as="h2" size="md" id="lockout-policy" mb="2">
          {t('profile.lockoutTitle')}
        </Heading>
        <Text mb="2">{t('profile.lockoutFixed')}</Text>
        <List.Root ps="5" listStyleType="disc">
          <List.Item>
            {t('profile.delayAddress', { n: DELAY_AFTER_FAILURES_FROM_ADDRESS })}
          </List.Item>
          <List.Item>{t('profile.delayName', { n: DELAY_AFTER_FAILURES_FOR_NAME })}</List.Item>
          <List.Item>{t('profile.delayMax', { minutes: MAX_DELAY_SECONDS / 60 })}</List.Item>
        </List.Root>
      </Box>
    </PageFrame>
  );
}
