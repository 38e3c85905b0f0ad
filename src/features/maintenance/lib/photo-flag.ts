/** The reviewer's flag on a photo (domain checkPhotoLocation) with its text in the UI language. */
import {
  checkPhotoLocation,
  maintenanceMessage,
  toPosition,
  type MessageLanguage,
} from '../../../domain/maintenance';
import type { PhotoRef } from '../../../protocol/maintenance';

export interface SitePosition {
  LATU: number;
  LOTU: number;
}

/** The warning for a photo taken far from the site or with no position; null when it is fine. */
export function photoFlagText(
  photo: PhotoRef,
  site: SitePosition | null,
  lang: MessageLanguage,
): string | null {
  const check = checkPhotoLocation(
    toPosition(photo.lat, photo.longitud),
    site ? toPosition(site.LATU, site.LOTU) : null,
  );
  if (check.kind !== 'flagged') return null;
  return check.reason === 'noPosition'
    ? maintenanceMessage('photoNoPosition', lang)
    : maintenanceMessage('photoFarFromSite', lang, { distance: check.distanceMetres });
}
