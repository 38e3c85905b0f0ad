/**
 * A loaded order: the offline-copy banner, the header, its parts with the review panel, the photo
 * gallery and, for a user who reviews on this page, review editing saved as drafts on the device
 * with the order action bar.
 */
import { Flex, Stack } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import type { PageMode, Side } from '../../../domain/maintenance';
import { useOrderReview } from '../hooks/use-order-review';
import type { OrderView } from '../hooks/use-order-view';
import type { GalleryRequest } from '../lib/gallery';
import { OrderDetailContext } from '../lib/order-detail-context';
import { OrderReviewContext } from '../review/review-context';
import { OfflineCopyBanner } from './offline-copy-banner';
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
  const [gallery, setGallery] = useState<GalleryRequest | null>(null);
  const { details, row, source, savedAt } = view;
  const review = useOrderReview({ userId, details, side, isLessor, mode, arbpl });
  const site = row ? { LATU: row.LATU, LOTU: row.LOTU } : null;

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
          <ReviewWalker userId={userId} details={details} site={site} onOpenGallery={setGallery} />
          {gallery && (
            <PhotoGalleryDialog {...gallery} site={site} onClose={() => setGallery(null)} />
          )}
          <OrderReviewBar review={review} />
        </Stack>
      </OrderReviewContext.Provider>
    </OrderDetailContext.Provider>
  );
}
