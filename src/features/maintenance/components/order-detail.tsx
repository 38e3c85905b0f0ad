/**
 * The order detail (spec 3 §2.3): back, then the loaded order (OrderDetailBody), or a spinner or
 * the reason it cannot open. Served from the device's copy when the server is out of reach.
 *
 * The header's list row comes from the cached orders lists when one has the order (it follows
 * them, so a list that arrives after the details fills the header in), else from the device copy.
 *
 * The page above redraws for reasons of its own (the session refreshed, the read cache restored);
 * the loaded order is drawn again only when the order or what it is shown for changes.
 */
import { Alert, Spinner, Stack } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NotAvailableOfflineError,
  useListedOrderRow,
  useOrderView,
  type OrderView,
} from '../hooks/use-order-view';
import { BackButton } from './back-button';
import { OrderDetailBody, type OrderDetailProps } from './order-detail-body';

export function OrderDetail(props: OrderDetailProps) {
  const { userId, orderCode, arbpl, mode, side, isLessor, onBack } = props;
  const { t } = useTranslation('maintenance');
  const view = useOrderView(userId, orderCode, arbpl);
  const listedRow = useListedOrderRow(orderCode);
  const loaded = view.data;
  const shown = useMemo<OrderView | undefined>(
    () => loaded && { ...loaded, row: listedRow ?? loaded.row },
    [loaded, listedRow],
  );
  // The page hands a new callback on each of its renders; the body keeps one that calls the last.
  const latestBack = useRef(onBack);
  useLayoutEffect(() => {
    latestBack.current = onBack;
  });
  const goBack = useCallback(() => latestBack.current(), []);
  const back = <BackButton onBack={goBack} />;

  if (view.isPending) {
    return (
      <Stack gap="4">
        {back}
        <Spinner aria-label={t('loading')} alignSelf="center" />
      </Stack>
    );
  }
  if (view.isError) {
    const message =
      view.error instanceof NotAvailableOfflineError
        ? t('offline.notAvailable')
        : view.error.message;
    return (
      <Stack gap="4">
        {back}
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{message}</Alert.Description>
        </Alert.Root>
      </Stack>
    );
  }

  return (
    <OrderDetailBody
      view={shown ?? view.data}
      userId={userId}
      orderCode={orderCode}
      arbpl={arbpl}
      mode={mode}
      side={side}
      isLessor={isLessor}
      onBack={goBack}
    />
  );
}
