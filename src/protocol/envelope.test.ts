import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RequestBase, toActionId, toLanguage } from './envelope';

describe('Language and ActionId defaults', () => {
  it.each([
    [undefined, 'es'],
    [null, 'es'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['es-MX', 'es'],
    ['fr', 'es'],
    [42, 'es'],
  ])('toLanguage(%s) = %s', (input, lang) => expect(toLanguage(input)).toBe(lang));

  it.each([
    [undefined, 21],
    [null, 21],
    ['', 21],
    [31, 31],
    ['41', 41],
    [1.5, null],
    [-1, null],
    ['abc', null],
    [{}, null],
  ])('toActionId(%s) = %s', (input, id) => expect(toActionId(input)).toBe(id));

  it('fills ActionId 21 and Language es into a bare body', () => {
    expect(v.parse(RequestBase, {})).toEqual({ ActionId: 21, Language: 'es' });
  });

  it('refuses a language the portal does not speak', () => {
    expect(v.safeParse(RequestBase, { Language: 'fr' }).success).toBe(false);
  });
});
