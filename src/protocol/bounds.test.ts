import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INT4_MAX, idSchema, int32, nonNegativeInt32, plainString, plainText } from './bounds';

const accepts = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('integer bounds', () => {
  it('keeps ids, offsets and int32 values inside an int4 column', () => {
    expect(accepts(idSchema, 1)).toBe(true);
    expect(accepts(idSchema, INT4_MAX)).toBe(true);
    for (const bad of [0, -1, INT4_MAX + 1, 2 ** 53, 1.5, Number.NaN]) {
      expect(accepts(idSchema, bad), String(bad)).toBe(false);
    }
    expect(accepts(nonNegativeInt32, 0)).toBe(true);
    expect(accepts(nonNegativeInt32, -1)).toBe(false);
    expect(accepts(nonNegativeInt32, INT4_MAX + 1)).toBe(false);
    expect(accepts(int32, -(2 ** 31))).toBe(true);
    expect(accepts(int32, -(2 ** 31) - 1)).toBe(false);
  });
});

describe('plain strings', () => {
  it('take any text with tab, line feed and carriage return', () => {
    for (const ok of ['', 'Peñón 12 — Ávila', 'a\tb\r\nc', '🙂 日本', 'QUJD+/==', '\u00a0']) {
      expect(accepts(plainString, ok), JSON.stringify(ok)).toBe(true);
    }
  });

  it('refuse NUL and every other control character', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u000b', '\u001f', '\u007f', 'x\u0085', '\u009f']) {
      expect(accepts(plainString, bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('keep their length limit', () => {
    expect(accepts(plainText(3), 'abc')).toBe(true);
    expect(accepts(plainText(3), 'abcd')).toBe(false);
  });
});
