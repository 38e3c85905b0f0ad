/**
 * The order's review state while editing: whether the last edit is saved on this device, what
 * waits to be sent, and the order action button (update / validate / reject order) of spec 3 §4.3.
 */
import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderActionButton } from '../../../domain/maintenance';
import { useOnlineStatus } from '../../../lib/use-online-status';
import type { OrderReviewState } from '../hooks/use-order-review';
import { MaintenanceIcon } from './maintenance-icon';

export function OrderReviewBar({ review }: { review: OrderReviewState }) {
  const { t } = useTranslation('maintenance');
  const online = useOnlineStatus();
  const [busy, setBusy] = useState(false);
  if (!review.side || !review.summary) return null;
  const button = orderActionButton(review.summary);
  const show = button.visible && review.unsent;
  // The button hides while a row has an error; say where, so it does not vanish unexplained.
  const { summary } = review;
  const errorPart =
    summary.edited && summary.order === 'error'
      ? summary.groups === 'error'
        ? 'groups'
        : summary.antennas === 'error' || summary.inventory === 'error'
          ? 'inventory'
          : 'groups'
      : null;
  const message =
    review.saveState === 'saving'
      ? t('review.saving')
      : review.saveState === 'failed'
        ? t('review.saveFailed')
        : review.saveState === 'full'
          ? t('common:sync.storageFull')
          : review.saveState === 'queued' || (review.saveState === 'idle' && review.queuedCount > 0)
            ? online
              ? t('review.queuedOnline')
              : t('review.queuedOffline')
            : review.saveState === 'saved'
              ? t('review.savedDevice')
              : null;
  if (!show && !message && !errorPart) return null;
  return (
    <Flex
      position="sticky"
      bottom="0"
      zIndex="docked"
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
      bg="white"
      borderWidth="1px"
      borderColor="gray.300"
      rounded="md"
      boxShadow="md"
      p="3"
    >
      <Text
        role="status"
        aria-live="polite"
        fontWeight="medium"
        color={review.saveState === 'failed' || review.saveState === 'full' ? 'red.700' : 'fg'}
      >
        {message}
      </Text>
      {errorPart && (
        <Text color="red.700" fontSize="sm" flexBasis="100%">
          {t(`review.rowErrors.${errorPart}`)}
        </Text>
      )}
      {show && (
        <Button
          minH="12"
          px="6"
          fontWeight="bold"
          colorPalette={button.label === 'rejectOrder' ? 'red' : 'green'}
          disabled={button.disabled || busy}
          onClick={() => {
            setBusy(true);
            void review.submit().finally(() => setBusy(false));
          }}
        >
          <MaintenanceIcon name={button.label === 'rejectOrder' ? 'close' : 'validate'} />
          {t(`review.action.${button.label}`)}
        </Button>
      )}
    </Flex>
  );
}
