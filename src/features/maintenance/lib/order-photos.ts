/** Every photo reference of an order's details: groups, inventory characteristics and antennas. */
import type { OrderDetails, PhotoRef } from '../../../protocol/maintenance';

export function orderPhotoRefs(details: OrderDetails): PhotoRef[] {
  const refs: PhotoRef[] = [];
  for (const group of details.groups) {
    for (const c of group.characteristics) refs.push(...c.charPhotos);
  }
  if (details.inventory) {
    for (const c of details.inventory.characteristics) refs.push(...c.charPhotos);
    for (const a of details.inventory.antennas) refs.push(...a.antennaPhotos);
  }
  return refs;
}

export function orderPhotoIds(details: OrderDetails): string[] {
  return [...new Set(orderPhotoRefs(details).map((p) => p.Id))];
}
