/** The help video checks of /admin_help: WebM or MP4 by content, at most 10,000,000 bytes. */
import { describe, expect, it } from 'vitest';
import { helpVideoProblem, sniffHelpVideo } from './site-media';

describe('sniffHelpVideo', () => {
  it.each([
    ['webm', [0x1a, 0x45, 0xdf, 0xa3, 0x9f], 'webm'],
    ['mp4', [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 'mp4'],
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], null],
    ['too short for mp4', [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70], null],
    ['empty', [], null],
  ])('%s', (_, bytes, kind) => {
    expect(sniffHelpVideo(new Uint8Array(bytes))).toBe(kind);
  });
});

describe('helpVideoProblem', () => {
  it.each([
    ['webm', 10_000_000, null],
    ['mp4', 10_000_001, 'helpVideoTooLarge'],
    [null, 10, 'helpVideoWrongType'],
    [null, 20_000_000, 'helpVideoWrongType'],
  ] as const)('%s of %i bytes', (kind, size, problem) => {
    expect(helpVideoProblem(kind, size)).toBe(problem);
  });
});
