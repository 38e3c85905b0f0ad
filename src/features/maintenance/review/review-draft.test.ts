import { describe, expect, it } from 'vitest';
import type { Draft, DraftKind } from '../../../offline/db';
import { isUnsentChange, reviewDrafts, sameReviewDrafts } from './review-draft';

const draft = (kind: DraftKind, value: unknown): Draft => ({
  key: `7:4001:${kind}:x`,
  userId: 7,
  orderCode: '4001',
  kind,
  targetId: 'x',
  baseVersion: 1,
  value,
  updatedAt: 0,
});

const base = { status: null, comment: '' };

describe('a draft no entry carries is a change to send', () => {
  it.each([
    ['a group approved', draft('group', { side: 'Tl', status: 'VATL', comment: '', base }), true],
    [
      'an antenna commented',
      draft('antenna', { side: 'Pr', status: null, comment: 'Alineada', base }),
      true,
    ],
    [
      'a row set back to the server value',
      draft('inventory', {
        side: 'Tl',
        status: 'VATL',
        comment: 'ok',
        base: { status: 'VATL', comment: 'ok' },
      }),
      false,
    ],
    ['a review draft that no longer parses', draft('group', { status: 'X' }), false],
    ['a photo whose entry was discarded', draft('photo', {}), true],
    ['an attachment whose entry was discarded', draft('attachment', {}), true],
  ])('%s: %s', (_name, d, expected) => {
    expect(isUnsentChange(d)).toBe(expected);
  });
});

describe('two reads of the drafts are the same drafts', () => {
  const group = draft('group', { side: 'Tl', status: 'VATL', comment: '', base });
  const read = (...drafts: Draft[]) => reviewDrafts(drafts);

  it('when both are empty, or hold the same drafts field for field', () => {
    expect(sameReviewDrafts([], [])).toBe(true);
    expect(sameReviewDrafts(read(group), read({ ...group }))).toBe(true);
  });

  it('not when a draft was added, edited, queued or written again', () => {
    expect(sameReviewDrafts([], read(group))).toBe(false);
    const edited = { ...group, value: { side: 'Tl', status: 'RETL', comment: 'x', base } };
    expect(sameReviewDrafts(read(group), read(edited))).toBe(false);
    expect(sameReviewDrafts(read(group), read({ ...group, queuedBy: 3 }))).toBe(false);
    expect(sameReviewDrafts(read(group), read({ ...group, updatedAt: 1 }))).toBe(false);
    const comment = { ...group, value: { side: 'Tl', status: 'VATL', comment: 'nuevo', base } };
    expect(sameReviewDrafts(read(group), read(comment))).toBe(false);
  });
});
