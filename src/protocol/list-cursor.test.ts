import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor, listCursorSchema } from './list-cursor';

describe('the cursor of a keyset-paged list', () => {
  it('gives back the place it was made from, accents and all, as base64url', () => {
    const cursor = encodeListCursor([7, 'josé.ñúñez+1/2']);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeListCursor(cursor)).toEqual([7, 'josé.ñúñez+1/2']);
  });

  it.each([
    ['text that is not base64url', 'no es un cursor!'],
    ['bytes that are not UTF-8', 'gA'],
    ['text that is not JSON', 'bm90IGpzb24'],
    ['JSON that is not a list', 'e30'],
    ['an empty text', ''],
  ])('reads %s as no cursor', (_, cursor) => {
    expect(decodeListCursor(cursor)).toBeNull();
  });

  it('reads a request field into the place, and refuses what is not a place of the list', () => {
    const schema = listCursorSchema((values) =>
      typeof values[0] === 'number' ? { n: values[0] } : null,
    );
    expect(v.parse(schema, encodeListCursor([3]))).toEqual({ n: 3 });
    expect(v.safeParse(schema, encodeListCursor(['3'])).success).toBe(false);
    expect(v.safeParse(schema, 'x!').success).toBe(false);
  });
});
