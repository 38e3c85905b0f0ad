/**
 * The order a shown part (a characteristic or an antenna) belongs to, for adding photos to it: the
 * order detail hands its order and user down by context; the part's owner (group, inventory or
 * antenna) is found in those details.
 */
import type { Antenna, Characteristic, OrderDetails } from '../../../protocol/maintenance';
import { useOrderDetailContext } from '../lib/order-detail-context';
import type { PhotoOwner } from '../lib/photo-access';
import type { PhotoTarget } from '../lib/photo-wire';

export interface PhotoOrder {
  userId: number;
  orderCode: string;
  version: number;
  target: PhotoTarget;
  /** Which review row decides whether the user may add photos: a group, the inventory or an antenna. */
  owner: PhotoOwner;
}

/** Where `part` sits in `details`, or null when it is not one of its characteristics or antennas. */
export function locatePhotoPart(
  details: OrderDetails,
  part: Characteristic | Antenna,
): Pick<PhotoOrder, 'target' | 'owner'> | null {
  const inv = details.inventory;
  if ('antenna' in part) {
    if (!inv?.antennas.includes(part)) return null;
    return {
      target: { kind: 'antenna', antenna: part.antenna },
      owner: { kind: 'antenna', id: String(part.antenna) },
    };
  }
  const group = details.groups.find((g) => g.characteristics.includes(part));
  const ownerUuid = group?.uuidObj ?? (inv?.characteristics.includes(part) ? inv.uuidObj : null);
  if (ownerUuid === null) return null;
  return {
    target: { kind: 'characteristic', ownerUuid, charSequence: part.sequence },
    owner: group ? { kind: 'group', id: group.uuidObj } : { kind: 'inventory', id: ownerUuid },
  };
}

export function usePhotoOrder(part: Characteristic | Antenna): PhotoOrder | null {
  const order = useOrderDetailContext();
  if (!order) return null;
  const found = locatePhotoPart(order.details, part);
  if (!found) return null;
  const { details, userId } = order;
  return { userId, orderCode: details.orderCode, version: details.version, ...found };
}
