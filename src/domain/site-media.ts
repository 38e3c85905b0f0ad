/**
 * The media an administrator replaces from /admin_help (spec 1 §2.7 help videos): which files a
 * help video may be, checked by content, and how large. The spec is silent on uploads; a help
 * video is a short screen recording, so 10,000,000 bytes (about 10 MB) is plenty and keeps the
 * upload a single request.
 */

/** The largest help video an administrator may upload. */
export const HELP_VIDEO_MAX_BYTES = 10_000_000;

export type HelpVideoKind = 'webm' | 'mp4';

export const HELP_VIDEO_MIME: Readonly<Record<HelpVideoKind, string>> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
};

/** WebM (EBML header) or MP4 (an ISO base media 'ftyp' box first), by the bytes themselves. */
export function sniffHelpVideo(bytes: Uint8Array): HelpVideoKind | null {
  if (
    bytes.length >= 4 &&
    bytes[0] === 0x1a &&
    bytes[1] === 0x45 &&
    bytes[2] === 0xdf &&
    bytes[3] === 0xa3
  )
    return 'webm';
  if (
    bytes.length >= 12 &&
    bytes[4] === 0x66 &&
    bytes[5] === 0x74 &&
    bytes[6] === 0x79 &&
    bytes[7] === 0x70
  )
    return 'mp4';
  return null;
}

export type HelpVideoProblem = 'helpVideoWrongType' | 'helpVideoTooLarge';

/** A help video must be WebM or MP4 and at most HELP_VIDEO_MAX_BYTES. */
export function helpVideoProblem(
  kind: HelpVideoKind | null,
  size: number,
): HelpVideoProblem | null {
  if (kind === null) return 'helpVideoWrongType';
  if (size > HELP_VIDEO_MAX_BYTES) return 'helpVideoTooLarge';
  return null;
}
