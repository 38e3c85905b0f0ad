/** The alert bar (spec 1 §2.9): typed alerts with an icon, a close button and sanitized HTML. */
import { Alert, CloseButton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import {
  alertStore,
  dismissAlert,
  markShown,
  type Alert as AlertItem,
  type AlertType,
} from '../../lib/alert-store';
import { useStore } from '../../lib/external-store';
import { Icon, type IconName } from './icon';
import { LazySanitizedHtml } from './lazy-sanitized-html';

const ICONS: Record<AlertType, IconName> = {
  success: 'success',
  warning: 'warning',
  error: 'error',
  info: 'info',
};

export function AlertBar() {
  const alerts = useStore(alertStore);
  if (alerts.length === 0) return null;
  return (
    <Stack
      position="fixed"
      top="4"
      insetX="0"
      mx="auto"
      w="min(640px, calc(100vw - 24px))"
      gap="2"
      zIndex="toast"
    >
      {alerts.map((alert) => (
        <AlertShown key={alert.id} alert={alert} />
      ))}
    </Stack>
  );
}

const SOLID_BG: Record<AlertItem['type'], string> = {
  success: 'green.800',
  error: 'red.800',
  warning: 'orange.800',
  info: 'blue.800',
};

/** One alert; its closing time starts once it is on screen. */
function AlertShown({ alert }: { alert: AlertItem }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    // After the browser painted it, so the reader gets the whole time.
    const frame = requestAnimationFrame(() => markShown(alert.id));
    return () => cancelAnimationFrame(frame);
  }, [alert.id]);
  return (
    <Alert.Root
      status={alert.type}
      variant="solid"
      // The dark shade of each status colour: white on it reads above 7:1 (the default solid
      // green and orange are near 3:1).
      bg={SOLID_BG[alert.type]}
      color="white"
      role={alert.type === 'error' ? 'alert' : 'status'}
      alignItems="center"
      boxShadow="lg"
    >
      <Alert.Indicator>
        <Icon name={ICONS[alert.type]} />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Description fontSize="md">
          <LazySanitizedHtml html={alert.message} />
        </Alert.Description>
      </Alert.Content>
      <CloseButton
        aria-label={t('closeAlert')}
        size="md"
        minW="11"
        minH="11"
        color="inherit"
        variant="ghost"
        onClick={() => dismissAlert(alert.id)}
      >
        <Icon name="close" />
      </CloseButton>
    </Alert.Root>
  );
}
