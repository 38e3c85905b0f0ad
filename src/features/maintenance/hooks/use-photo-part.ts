/**
 * The photos of one characteristic or antenna as the detail shows them: the server's (or the
 * offline copy's) followed by this device's unsent ones, and, where the user may write the part's
 * review, adding and removing photos.
 */
import { useCallback, useMemo } from 'react';
import { offlineDatabase } from '../../../offline/db';
import type { Antenna, Characteristic, PhotoRef } from '../../../protocol/maintenance';
import { mayAddPhotos, ownerRow } from '../lib/photo-access';
import { photoTargetKey, type PendingPhotoRef } from '../lib/photo-wire';
import { removeDevicePhoto } from '../local/photo-store';
import { useOrderReviewContext } from '../review/review-context';
import { usePhotoCapture, type PhotoCapture } from './use-photo-capture';
import { usePhotoOrder } from './use-photo-order';
import { usePendingPhotos } from './use-photo-pending';

export interface PhotoPart {
  /** Server photos first, then the device's, never the same photo twice. */
  photos: readonly PhotoRef[];
  /** Object URLs by photo Id: `serverUrls` plus the device's files. */
  urls: ReadonlyMap<string, string>;
  /** Null where the user may not add photos here (read-only page, other side, locked row). */
  capture: PhotoCapture | null;
  remove: (photo: PendingPhotoRef) => Promise<void>;
}

export function usePhotoPart(
  part: Characteristic | Antenna,
  serverPhotos: readonly PhotoRef[],
  serverUrls: ReadonlyMap<string, string>,
): PhotoPart {
  const order = usePhotoOrder(part);
  const review = useOrderReviewContext();
  const row = order ? ownerRow(review.model, order.owner) : null;
  const editable = mayAddPhotos(review.side, review, row);
  const pending = usePendingPhotos(
    order?.userId ?? null,
    order?.orderCode ?? null,
    order ? photoTargetKey(order.target) : null,
  );
  const capture = usePhotoCapture(order, pending.photos);

  const photos = useMemo(() => {
    const known = new Set(serverPhotos.map((p) => p.Id));
    // Once acknowledged, the server's copy of a device photo replaces it.
    const unsent = pending.photos.filter((p) => !known.has(p.clientId)).map((p) => p.ref);
    return unsent.length === 0 ? serverPhotos : [...serverPhotos, ...unsent];
  }, [serverPhotos, pending.photos]);
  const urls = useMemo(
    () => (pending.urls.size === 0 ? serverUrls : new Map([...serverUrls, ...pending.urls])),
    [serverUrls, pending.urls],
  );

  const { forget } = capture;
  const remove = useCallback(
    async (photo: PendingPhotoRef) => {
      if (!order) return;
      await removeDevicePhoto(offlineDatabase(), order.userId, order.orderCode, photo.Id);
      forget(photo.Id);
    },
    [order, forget],
  );

  return { photos, urls, capture: editable ? capture : null, remove };
}
