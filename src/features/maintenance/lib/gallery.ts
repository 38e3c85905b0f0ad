/** What opening the photo gallery needs. */
import type { PhotoRef } from '../../../protocol/maintenance';

export interface GalleryRequest {
  title: string;
  photos: readonly PhotoRef[];
  urls: ReadonlyMap<string, string>;
  startIndex: number;
}

export type OpenGallery = (request: GalleryRequest) => void;
