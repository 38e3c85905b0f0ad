/**
 * The order detail (spec 3 §2.3): back, then the loaded order (OrderDetailBody), or a spinner or
 * the reason it cannot open. Served from the device's copy when the server is out of reach.
 */
import { Alert, Button, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NotAvailableOfflineError, useOrderView } from '../hooks/use-order-view';
import { MaintenanceIcon } from './maintenance-icon';
import { OrderDetailBody, type OrderDetailProps } from './order-detail-body';

export function OrderDetail(props: OrderDetailProps) {
  const { userId, orderCode, arbpl, onBack } = props;
  const { t } = useTranslation('maintenance');
  const view = useOrderView(userId, orderCode, arbpl);
  const back = (
    <Button variant="outline" minH="11" alignSelf="start" onClick={onBack}>
      <MaintenanceIcon name="back" />
      {t('back')}
    </Button>
  );

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

  return <OrderDetailBody {...props} view={view.data} back={back} />;
}
