/**
 * api/Banner and api/HelpVideo (/admin_banner, /admin_help): the lists and the replace / restore
 * writes, each resolving with the server's message (a refusal rejects with its message). Kept in
 * memory only: the banners carry their images.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import {
  BannerListResponse,
  HelpVideoListResponse,
  MediaWriteResponse,
} from '../../../protocol/site-media';

/** The root of this feature's keys; listed in query-client-persistence's memory-only roots. */
export const SITE_MEDIA_ROOT = 'siteMedia';
export const bannersKey = [SITE_MEDIA_ROOT, 'banners'] as const;
export const helpVideosKey = [SITE_MEDIA_ROOT, 'help'] as const;

export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: bannersKey,
    queryFn: ({ signal }) =>
      callApi('Banner', ActionId.ListFiltered, {}, { schema: BannerListResponse, signal }),
    select: (a) => a.List,
    staleTime: 0,
  });

export const helpVideosQueryOptions = () =>
  queryOptions({
    queryKey: helpVideosKey,
    queryFn: ({ signal }) =>
      callApi('HelpVideo', ActionId.ListFiltered, {}, { schema: HelpVideoListResponse, signal }),
    select: (a) => a.List,
    staleTime: 0,
  });

const write = async (name: string, actionId: number, body: Record<string, unknown>) =>
  (await callApi(name, actionId, body, { schema: MediaWriteResponse })).Message;

export const replaceBanner = (Id: number, ImageFile: string) =>
  write('Banner', ActionId.Update, { Banner: { Id, ImageFile } });
export const restoreBanner = (Id: number) => write('Banner', ActionId.Delete, { Banner: { Id } });
export const replaceHelpVideo = (Path: string, VideoFile: string) =>
  write('HelpVideo', ActionId.Update, { HelpVideo: { Path, VideoFile } });
export const restoreHelpVideo = (Path: string) =>
  write('HelpVideo', ActionId.Delete, { HelpVideo: { Path } });

/** A file as a data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
