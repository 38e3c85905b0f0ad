/**
 * A loaded order: the offline-copy banner, the header, its parts with the review panel, the photo
 * gallery and, for a user who reviews on this page, review editing saved as drafts on the device
 * with the order action bar.
 */
import { Flex, Stack } from '@chakra-ui/react';
import { memo, useMemo, useState } from 'react';
import type { PageMode, Side } from '../../../domain/maintenance';
import { useOrderReview } from '../hooks/use-order-review';
import type { OrderView } from '../hooks/use-order-view';
import type { GalleryRequest } from '../lib/gallery';
import { OrderDetailContext } from '../lib/order-detail-context';
import { OrderReviewContext } from '../review/review-context';
import { OfflineCopyBanner } from './offline-copy-banner';
import { BackButton } from './back-button';
import { OrderDetailHeader } from './order-detail-header';
import { OrderReviewBar } from './order-review-bar';
import { PhotoGalleryDialog } from './photo-gallery-dialog';
import { ReviewWalker } from './review-walker';

/** What the maintenance order pages hand to OrderDetail (and it on to this body). */
export interface OrderDetailProps {
  userId: number;
  orderCode: string;
  arbpl: string;
  mode: PageMode;
  /** The side the user edits here (pageEditingSide), or null: read-only. */
  side: Side | null;
  isLessor: boolean;
  onBack: () => void;
}

export interface OrderDetailBodyProps extends OrderDetailProps {
  view: OrderView;
}

export const OrderDetailBody = memo(function OrderDetailBody({
  view,
  onBack,
  userId,
  arbpl,
  mode,
  side,
  isLessor,
}: OrderDetailBodyProps) {
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const { details, row, source, savedAt } = view;
  const review = useOrderReview({ userId, details, side, isLessor, mode, arbpl });
  // One object per list row: the parts below are redrawn only when what they show changes.
  const site = useMemo(() => (row ? { LATU: row.LATU, LOTU: row.LOTU } : null), [row]);

  const order = useMemo(() => ({ userId, details }), [userId, details]);

  return (
    <OrderDetailContext.Provider value={order}>
      <OrderReviewContext.Provider value={review}>
        <Stack gap="4">
          <Flex gap="3" align="center" wrap="wrap">
            <BackButton onBack={onBack} />
          </Flex>
          {source === 'offline' && savedAt !== null && <OfflineCopyBanner savedAt={savedAt} />}
          <OrderDetailHeader details={details} row={row} />
          <ReviewWalker userId={userId} details={details} site={site} onOpenGallery={setGallery} />
          {gallery && (
            <PhotoGalleryDialog {...gallery} site={site} onClose={() => setGallery(null)} />
          )}
          <OrderReviewBar review={review} />
        </Stack>
      </OrderReviewContext.Provider>
    </OrderDetailContext.Provider>
  );
});
