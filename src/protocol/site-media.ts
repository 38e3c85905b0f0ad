/**
 * Wire shapes of /admin_banner (api/Banner: the home carousel's banners) and /admin_help
 * (api/HelpVideo: the help video of each page with help): 20 the list, 31 replace, 41 restore the
 * file shipped with the portal. Files travel as base64 data URLs.
 */
import * as v from 'valibot';
import { HELP_PAGES } from '../domain/help-videos';
import { HELP_VIDEO_MAX_BYTES } from '../domain/site-media';
import { idSchema, plainText } from './bounds';
import { request, response } from './envelope';
import { STATEMENT_FILE_WIRE_MAX } from './statement-admin';

/** The longest help video data URL the wire takes (base64 of the maximum, and some room). */
export const HELP_VIDEO_WIRE_MAX = Math.ceil(HELP_VIDEO_MAX_BYTES / 3) * 4 + 1_000_000;
/** The body limit of api/HelpVideo 31. */
export const HELP_VIDEO_MAX_BODY_BYTES = HELP_VIDEO_WIRE_MAX + 64 * 1024;
/** The body limit of api/Banner 31. */
export const BANNER_MAX_BODY_BYTES = STATEMENT_FILE_WIRE_MAX + 64 * 1024;

/** api/Banner 20 and api/HelpVideo 20 take no filter. */
export const MediaListRequest = request({});

/** A banner of the home page now: an active communiqué within its days, with its image. */
export const BannerItem = v.object({
  Id: v.number(),
  Name: v.string(),
  ForLessor: v.boolean(),
  ForSupplier: v.boolean(),
  AllRegion: v.boolean(),
  Regions: v.array(v.string()),
  StartDate: v.string(),
  EndDate: v.string(),
  ImageFile: v.nullable(v.string()),
  /** It was shipped with the portal and can be restored. */
  HasDefault: v.boolean(),
  /** It shows the shipped image now. */
  IsDefault: v.boolean(),
});
export type BannerItem = v.InferOutput<typeof BannerItem>;
export const BannerListResponse = response({ List: v.array(BannerItem) });

/** api/Banner 31: a new image (png, gif or jpeg, at most 3,000,000 bytes) for a banner. */
export const BannerReplaceRequest = request({
  Banner: v.object({ Id: idSchema, ImageFile: plainText(STATEMENT_FILE_WIRE_MAX) }),
});
/** api/Banner 41: back to the shipped image. */
export const BannerRestoreRequest = request({ Banner: v.object({ Id: idSchema }) });

const HELP_PATHS = HELP_PAGES.map((p) => p.path) as [string, ...string[]];

/** The help video of a page: shipped, or replaced by an administrator (with who and when). */
export const HelpVideoItem = v.object({
  Path: v.string(),
  TitleKey: v.string(),
  /** Its URL relative to the base path. */
  File: v.string(),
  Custom: v.boolean(),
  Size: v.nullable(v.number()),
  ModifiedBy: v.nullable(v.string()),
  ModifiedDate: v.nullable(v.string()),
});
export type HelpVideoItem = v.InferOutput<typeof HelpVideoItem>;
export const HelpVideoListResponse = response({ List: v.array(HelpVideoItem) });

/** api/HelpVideo 31: a new video (WebM or MP4, at most 10,000,000 bytes) for a page. */
export const HelpVideoReplaceRequest = request({
  HelpVideo: v.object({
    Path: v.picklist(HELP_PATHS),
    VideoFile: plainText(HELP_VIDEO_WIRE_MAX),
  }),
});
/** api/HelpVideo 41: back to the shipped video. */
export const HelpVideoRestoreRequest = request({
  HelpVideo: v.object({ Path: v.picklist(HELP_PATHS) }),
});

/** api/Banner 31 / 41 and api/HelpVideo 31 / 41: only Result and Message. */
export const MediaWriteResponse = response({});
