/**
 * The order detail (spec 3 §2.3), read-only in this step: back, the Groups / Inventories toggle,
 * the sections and the photo gallery. Served from the device's copy when the server is out of reach.
 */
import { Alert, Button, Flex, Group, Spinner, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailableOfflineError, useOrderView } from '../hooks/use-order-view';
import type { GalleryRequest } from '../lib/gallery';
import { GroupsSection } from './groups-section';
import { InventorySection } from './inventory-section';
import { MaintenanceIcon } from './maintenance-icon';
import { OfflineCopyBanner } from './offline-copy-banner';
import { OrderDetailHeader } from './order-detail-header';
import { PhotoGalleryDialog } from './photo-gallery-dialog';

export interface OrderDetailProps {
  userId: number;
  orderCode: string;
  arbpl: string;
  onBack: () => void;
}

type Section = 'groups' | 'inventory';

export function OrderDetail({ userId, orderCode, arbpl, onBack }: OrderDetailProps) {
  const { t } = useTranslation('maintenance');
  const view = useOrderView(userId, orderCode, arbpl);
  const [section, setSection] = useState<Section>('groups');
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
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

  const { details, row, source, savedAt } = view.data;
  const site = row ? { LATU: row.LATU, LOTU: row.LOTU } : null;
  const shared = { userId, orderStatus: details.orderStatus, site, onOpenGallery: setGallery };
  const toggle = (value: Section, label: string) => (
    <Button
      minH="11"
      variant={section === value ? 'solid' : 'outline'}
      aria-pressed={section === value}
      onClick={() => setSection(value)}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        {back}
      </Flex>
      {source === 'offline' && savedAt !== null && <OfflineCopyBanner savedAt={savedAt} />}
      <OrderDetailHeader details={details} row={row} />
      <Group attached role="group" aria-label={t('sections')}>
        {toggle('groups', t('groups'))}
        {details.inventory && toggle('inventory', t('inventories'))}
      </Group>
      {section === 'groups' || !details.inventory ? (
        <GroupsSection groups={details.groups} {...shared} />
      ) : (
        <InventorySection inventory={details.inventory} {...shared} />
      )}
      {gallery && <PhotoGalleryDialog {...gallery} site={site} onClose={() => setGallery(null)} />}
    </Stack>
  );
}
