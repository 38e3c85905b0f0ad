/** An answer's text: values already written as JSON go out as they are, nothing else changes. */
import { describe, expect, it } from 'vitest';
import { JsonText, bodyText } from './types';

describe('bodyText', () => {
  it('writes a body without JsonText as JSON.stringify does', () => {
    const body = { Result: true, Message: null, List: [{ a: '"x"\\' }] };
    expect(bodyText(body)).toBe(JSON.stringify(body));
  });

  it('writes each JsonText where it stands, unparsed', () => {
    const body = {
      Result: true,
      List: new JsonText<unknown[]>('[{"EBELN":"4500000001","isTwin":false}]'),
      Other: new JsonText<unknown[]>('[]'),
      After: 'text',
    };
    const text = bodyText(body);
    expect(text).toBe(
      '{"Result":true,"List":[{"EBELN":"4500000001","isTwin":false}],"Other":[],"After":"text"}',
    );
    expect(JSON.parse(text)).toEqual({
      Result: true,
      List: [{ EBELN: '4500000001', isTwin: false }],
      Other: [],
      After: 'text',
    });
  });

  it('leaves alone a value that looks like the placeholder', () => {
    const forged = '\u0000json:00000000-0000-0000-0000-000000000000:0';
    const body = { Note: forged, List: new JsonText<number[]>('[1,2]') };
    expect(JSON.parse(bodyText(body))).toEqual({ Note: forged, List: [1, 2] });
  });

  it('keeps "$&" and other replacement patterns of the JSON text as they are', () => {
    const body = { List: new JsonText<string[]>('["$&","$1","$$"]') };
    expect(JSON.parse(bodyText(body))).toEqual({ List: ['$&', '$1', '$$'] });
  });
});
