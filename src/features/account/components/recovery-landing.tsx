/**
 * The /recovery landing (spec 1 §2.3): spends the link's one-time token (api/user 22), then asks
 * for the new password under the profile's policy and sets it with the recovery session (37).
 * A used, unknown or expired link shows "Token expirado" and the way back to sign in.
 */
import { Alert, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePolicy, type PasswordPolicy } from '../../../domain/account/password-policy';
import { Icon } from '../../../components/ui/icon';
import { LoadingOverlay } from '../../../components/ui/loading-overlay';
import { failureText } from '../../../lib/api-errors';
import { fetchPasswordPolicy, setPassword, spendRecoveryToken } from '../api/account-calls';
import { NewPasswordForm, type NewPasswordValues } from './new-password-form';

interface ReadyLanding {
  kind: 'ready';
  token: string;
  userName: string;
  name: string;
  policy: PasswordPolicy;
}
type Landing = { kind: 'checking' } | { kind: 'refused'; message: string } | ReadyLanding;

/**
 * A token works once: the answer is kept per token so that a second mount of the page (React's
 * development double effects, a re-render) reads the same answer instead of spending it again.
 */
const spent = new Map<string, Promise<Landing>>();

async function spend(id: number, token: string, fallback: string): Promise<Landing> {
  try {
    const session = (await spendRecoveryToken(id, token)).Session;
    if (!session) return { kind: 'refused', message: fallback };
    // The policy is the profile's; when it cannot be read the spec's defaults apply and the
    // server still enforces its own.
    const profile = await fetchPasswordPolicy(session.Token).catch(() => null);
    return {
      kind: 'ready',
      token: session.Token,
      userName: session.User.UserName,
      name: session.User.Name || session.User.UserName,
      policy: normalizePolicy(
        profile
          ? { complexity: profile.UserPasswordComplexity, minLength: profile.UserPasswordLenght }
          : null,
      ),
    };
  } catch (error) {
    // "Token expirado" for an unknown, used or expired token; a failure's own message otherwise.
    return { kind: 'refused', message: failureText(error, fallback) };
  }
}

interface Props {
  /** The link's user id and token (absent or malformed in a damaged link). */
  id: number | null;
  token: string | null;
  /** The init key passwords are encrypted with (loaded on demand on a fresh browser). */
  publicKey: () => Promise<JsonWebKey | null>;
  /** The password is set: sign the user in with it (or send them to sign in). */
  onPasswordSet: (userName: string, password: string, message: string) => Promise<void>;
  onToLogin: () => void;
}

export function RecoveryLanding({ id, token, publicKey, onPasswordSet, onToLogin }: Props) {
  const { t } = useTranslation(['account', 'messages']);
  const [answered, setLanding] = useState<Landing>({ kind: 'checking' });
  const expired = t('messages:recoveryTokenExpired');
  const damaged = id === null || !token;
  const landing: Landing = damaged ? { kind: 'refused', message: expired } : answered;

  useEffect(() => {
    if (id === null || !token) return;
    let live = true;
    const key = `${id}|${token}`;
    let answer = spent.get(key);
    if (!answer) {
      answer = spend(id, token, expired);
      spent.set(key, answer);
    }
    void answer.then((next) => live && setLanding(next));
    return () => {
      live = false;
    };
  }, [id, token, expired]);

  const save = useMutation({
    mutationFn: async ({ password, ready }: NewPasswordValues & { ready: ReadyLanding }) => {
      const key = await publicKey();
      if (!key) throw new Error(t('messages:mainLoginErrorSession'));
      return setPassword(password, key, ready.token);
    },
    onSuccess: (answer, { password, ready }) =>
      onPasswordSet(ready.userName, password, answer.Message ?? t('messages:passwordUpdated')),
  });

  if (landing.kind === 'checking') {
    return (
      <>
        <LoadingOverlay force />
        <Text srOnly role="status">
          {t('recovery.checking')}
        </Text>
      </>
    );
  }

  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="gray.100" px="4" py="8">
      <Stack
        w="full"
        maxW="480px"
        bg="white"
        borderRadius="xl"
        borderTopWidth="6px"
        borderTopColor="brand.solid"
        boxShadow="md"
        p={{ base: '5', sm: '8' }}
        gap="5"
      >
        <Heading as="h1" size="xl">
          {landing.kind === 'ready' ? t('recovery.landingTitle') : t('recovery.title')}
        </Heading>
        {landing.kind === 'refused' ? (
          <>
            <Alert.Root status="error" role="alert">
              <Alert.Indicator>
                <Icon name="warning" />
              </Alert.Indicator>
              <Alert.Content>
                <Alert.Title fontSize="md">{landing.message}</Alert.Title>
                <Alert.Description fontSize="md">{t('recovery.linkInvalidHelp')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
            <Button minH="11" onClick={onToLogin}>
              {t('recovery.toLogin')}
            </Button>
          </>
        ) : (
          <>
            <Text>{t('recovery.landingIntro', { name: landing.name })}</Text>
            <NewPasswordForm
              policy={landing.policy}
              askCurrent={false}
              onSave={(values) => save.mutate({ ...values, ready: landing })}
              saving={save.isPending}
              refusal={
                save.isError ? failureText(save.error, t('messages:recoveryTokenExpired')) : null
              }
            />
          </>
        )}
      </Stack>
    </Flex>
  );
}
