/** The sign-in screen: branding, the form, the recovery / request-access links and the version. */
import { Alert, Box, Button, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import defaultLogo from '../../../assets/logo.svg';
import { APP_VERSION } from '../../../lib/app-version';
import { Icon } from '../../../components/ui/icon';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { useSessionState } from '../use-session';
import { LoginForm } from './login-form';
import { RecaptchaBox } from './recaptcha-box';

const ComingSoonDialog = lazy(() =>
  import('./coming-soon-dialog').then((m) => ({ default: m.ComingSoonDialog })),
);

/**
 * The default wordmark, also drawn by index.html's splash: under Vite's inline limit, so both carry
 * it as the same data: URL and the page needs neither a request nor an API answer to show it.
 */
const DEFAULT_LOGO = defaultLogo;

/** What the request-access dialog needs from the sign-in page. */
export interface RequestAccessDialogProps {
  onClose: () => void;
  captchaRequired: boolean;
  renderCaptcha: (onChange: (token: string | null) => void) => ReactNode;
}

/**
 * `recoveryDialog` and `requestAccessDialog` render the account feature's dialogs (composed by the
 * route); without them the links open a notice.
 */
export function LoginPage({
  recoveryDialog,
  requestAccessDialog,
}: {
  recoveryDialog?: (onClose: () => void) => ReactNode;
  requestAccessDialog?: (props: RequestAccessDialogProps) => ReactNode;
} = {}) {
  const { t } = useTranslation(['login', 'errors', 'common']);
  const init = useSessionState((s) => s.init);
  const expired = useSessionState((s) => s.expired);
  const [dialog, setDialog] = useState<'recovery' | 'access' | null>(null);
  const logo = init.site?.ImageLogotypeFile ?? DEFAULT_LOGO;

  return (
    <Flex minH="100dvh" direction="column" bg="gray.100">
      <HStack justify="flex-end" px="3" py="2">
        <LanguageSwitch />
      </HStack>
      <Flex as="main" flex="1" align="center" justify="center" px="4" pb="8">
        <Stack
          w="full"
          maxW="420px"
          bg="white"
          borderRadius="xl"
          borderTopWidth="6px"
          borderTopColor="brand.solid"
          boxShadow="md"
          p={{ base: '5', sm: '8' }}
          gap="6"
        >
          <Stack align="center" gap="3">
            {/* A fixed 250 x 64 box: the site's logo, when its record arrives, takes the default's
                place without moving anything. */}
            <Image
              src={logo}
              alt={t('common:logoAlt')}
              htmlWidth="250"
              htmlHeight="64"
              w="250px"
              h="64px"
              maxW="full"
              objectFit="contain"
            />
            <Heading as="h1" size="2xl" textAlign="center">
              {t('login:title')}
            </Heading>
            <Text color="gray.700" textAlign="center">
              {t('login:subtitle')}
            </Text>
          </Stack>
          {expired && (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator>
                <Icon name="warning" />
              </Alert.Indicator>
              <Alert.Description fontSize="md">
                {t('errors:mainLoginErrorSessionExpired')}
              </Alert.Description>
            </Alert.Root>
          )}
          {init.status === 'failed' && !init.publicKey && (
            <Text color="orange.800" role="status">
              {t('login:initFailed')}
            </Text>
          )}
          <LoginForm />
          <Stack gap="1" align="center">
            {init.publicKey && (
              <Button
                variant="plain"
                color="brand.fg"
                minH="11"
                onClick={() => setDialog('recovery')}
              >
                {t('login:forgotPassword')}
              </Button>
            )}
            <Button variant="plain" color="brand.fg" minH="11" onClick={() => setDialog('access')}>
              {t('login:requestAccess')}
            </Button>
          </Stack>
        </Stack>
      </Flex>
      <Box as="footer" textAlign="center" py="3" color="gray.700" fontSize="sm">
        {t('login:version', { version: APP_VERSION })}
      </Box>
      {dialog === 'recovery' && recoveryDialog && (
        <Suspense fallback={null}>{recoveryDialog(() => setDialog(null))}</Suspense>
      )}
      {dialog === 'access' && requestAccessDialog && (
        <Suspense fallback={null}>
          {requestAccessDialog({
            onClose: () => setDialog(null),
            captchaRequired: init.site?.GoogleRecaptcha === true,
            renderCaptcha: (onChange) => {
              const siteKey = init.site?.GoogleRecaptchaSiteKey?.trim();
              return siteKey ? (
                <RecaptchaBox siteKey={siteKey} onChange={onChange} />
              ) : (
                <Text role="alert" color="red.700" fontWeight="medium">
                  {t('login:captchaNoKey')}
                </Text>
              );
            },
          })}
        </Suspense>
      )}
      {dialog === 'access' && !requestAccessDialog && (
        <Suspense fallback={null}>
          <ComingSoonDialog title={t('login:requestAccess')} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'recovery' && !recoveryDialog && (
        <Suspense fallback={null}>
          <ComingSoonDialog title={t('login:forgotPassword')} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
