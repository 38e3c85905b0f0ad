/**
 * The out-of-service page (spec 1 §2.5): the site's message as sanitized HTML and the company
 * name; init is polled every 30 s and the user goes to /login once the site is active again.
 */
import { Box, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { sessionController } from '../../../lib/session/session-controller';
import { useSessionState } from '../../../lib/session/use-session';

export const OUT_POLL_MS = 30_000;

export function OutOfServicePage() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const site = useSessionState((s) => s.init.site ?? s.session?.Site ?? null);

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const init = await sessionController.loadInit();
      if (!stopped && init.status === 'ready' && init.site?.Active) {
        await navigate({ to: '/login', replace: true });
      }
    };
    const timer = setInterval(() => void check(), OUT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [navigate]);

  return (
    <Flex minH="100dvh" direction="column" bg="gray.100">
      <Flex as="main" flex="1" align="center" justify="center" px="4" py="8">
        <Stack maxW="720px" w="full" bg="white" borderRadius="xl" boxShadow="md" p="8" gap="5">
          {site?.ImageLogotypeFile && (
            <Image src={site.ImageLogotypeFile} alt="PortalPRO" maxH="16" objectFit="contain" />
          )}
          <Heading as="h1" size="2xl">
            {t('outTitle')}
          </Heading>
          {site?.MsgOutBody ? (
            <SanitizedHtml html={site.MsgOutBody} fontSize="lg" lineHeight="tall" />
          ) : (
            <Text fontSize="lg">{t('outDefaultBody')}</Text>
          )}
          <Text color="gray.700" fontSize="sm">
            {t('outChecking')}
          </Text>
        </Stack>
      </Flex>
      <Box as="footer" textAlign="center" py="4" color="gray.800">
        <Text>{site?.CompanyName ?? ''}</Text>
        <Link
          to="/login"
          search={{ admin: 1 }}
          style={{ textDecoration: 'underline', fontSize: '0.875rem' }}
        >
          {t('outAdministratorSignIn')}
        </Link>
      </Box>
    </Flex>
  );
}
