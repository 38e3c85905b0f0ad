/**
 * The order's review state while editing: whether the last edit is saved on this device, what
 * waits to be sent, and the order action button (update / validate / reject order) of spec 3 §4.3.
 */
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderActionButton } from '../../../domain/maintenance';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import { useOnlineStatus } from '../../../lib/use-online-status';
import type { OrderReviewState } from '../hooks/use-order-review';
import { MaintenanceIcon } from './maintenance-icon';

/** What the bar says of the order's last change, with the tone its chip takes. */
type ReviewBarText = ParseKeys<['maintenance', 'common']>;

function reviewStatus(
  review: OrderReviewState,
  online: boolean,
): { key: ReviewBarText; tone: StatusTone } | null {
  switch (review.saveState) {
    case 'saving':
      return { key: 'review.saving', tone: 'neutral' };
    case 'failed':
      return { key: 'review.saveFailed', tone: 'danger' };
    case 'full':
      return { key: 'common:sync.storageFull', tone: 'danger' };
    case 'sent':
      return { key: 'review.sent', tone: 'success' };
    case 'attention':
      return { key: 'review.attention', tone: 'warning' };
    case 'saved':
      return { key: 'review.savedDevice', tone: 'pending' };
    case 'queued':
    case 'idle':
      if (review.saveState === 'idle' && review.queuedCount === 0) return null;
      return online
        ? { key: 'review.queuedOnline', tone: 'info' }
        : { key: 'review.queuedOffline', tone: 'pending' };
  }
}

export function OrderReviewBar({ review }: { review: OrderReviewState }) {
  const { t } = useTranslation(['maintenance', 'common']);
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
  const status = reviewStatus(review, online);
  const message = status ? t(status.key) : null;
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
      <Box role="status" aria-live="polite" minW="0">
        {status && <StatusChip tone={status.tone}>{message}</StatusChip>}
      </Box>
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
          // The palette's 600 under white text is 3.3:1; 700 reads in sunlight (5:1 and more).
          bg={button.label === 'rejectOrder' ? 'red.700' : 'green.700'}
          _hover={{ bg: button.label === 'rejectOrder' ? 'red.800' : 'green.800' }}
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
