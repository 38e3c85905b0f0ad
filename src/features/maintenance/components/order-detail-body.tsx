/**
 * A loaded order: the offline-copy banner, the header, the Groups / Inventories toggle, the
 * sections, the photo gallery and, for a user who reviews on this page, review editing saved as
 * drafts on the device with the order action bar.
 */
import { Button, Flex, Group, Stack } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderReview } from '../hooks/use-order-review';
import type { OrderView } from '../hooks/use-order-view';
import type { GalleryRequest } from '../lib/gallery';
import { OrderDetailContext } from '../lib/order-detail-context';
import { OrderReviewContext } from '../review/review-context';
import { GroupsSection } from './groups-section';
import { InventorySection } from './inventory-section';
import { OfflineCopyBanner } from './offline-copy-banner';
import type { OrderDetailProps } from './order-detail';
import { OrderDetailHeader } from './order-detail-header';
import { OrderReviewBar } from './order-review-bar';
import { PhotoGalleryDialog } from './photo-gallery-dialog';

type Section = 'groups' | 'inventory';

export interface OrderDetailBodyProps extends OrderDetailProps {
  view: OrderView;
  back: ReactNode;
}

export function OrderDetailBody({
  view,
  back,
  userId,
  arbpl,
  mode,
  side,
  isLessor,
}: OrderDetailBodyProps) {
  const { t } = useTranslation('maintenance');
  const [section, setSection] = useState<Section>('groups');
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const { details, row, source, savedAt } = view;
  const review = useOrderReview({ userId, details, side, isLessor, mode, arbpl });
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

  const order = useMemo(() => ({ userId, details }), [userId, details]);

  return (
    <OrderDetailContext.Provider value={order}>
      <OrderReviewContext.Provider value={review}>
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
          {gallery && (
            <PhotoGalleryDialog {...gallery} site={site} onClose={() => setGallery(null)} />
          )}
          <OrderReviewBar review={review} />
        </Stack>
      </OrderReviewContext.Provider>
    </OrderDetailContext.Provider>
  );
}
