import { describe, expect, it } from 'vitest';
import {
  formatStoredPhone,
  internationalPhone,
  isValidStoredPhone,
  parseStoredPhone,
  phoneFieldValue,
  samePhone,
} from './phone';

// Spec 1 §3 User: stored as prefix + 10 digits; length 10 = number only (prefix 52), 11 = one
// prefix character, 12 = two prefix characters.
describe('parseStoredPhone', () => {
  it.each([
    ['5512345678', { prefix: '52', number: '5512345678' }],
    ['15512345678', { prefix: '1', number: '5512345678' }],
    ['525512345678', { prefix: '52', number: '5512345678' }],
    [' 525512345678 ', { prefix: '52', number: '5512345678' }],
    ['551234567', null],
    ['5255123456789', null],
    ['52-551234567', null],
    ['', null],
    [null, null],
  ])('%s -> %j', (stored, parts) => expect(parseStoredPhone(stored)).toEqual(parts));
});

describe('formatStoredPhone', () => {
  it.each([
    ['52', '5512345678', '525512345678'],
    ['1', '5512345678', '15512345678'],
  ])('+%s %s -> %s', (prefix, number, stored) => {
    expect(formatStoredPhone(prefix, number)).toBe(stored);
    expect(parseStoredPhone(stored)).toEqual({ prefix, number });
  });
});

describe('phone field input', () => {
  it.each([
    ['5512345678', '5512345678'],
    ['55 1234', ''],
    ['55.5', ''],
    ['-55', ''],
    ['abc', ''],
    ['', ''],
  ])('%s keeps %s', (typed, kept) => expect(phoneFieldValue(typed)).toBe(kept));
});

describe('stored phone checks', () => {
  it.each([
    ['525512345678', true],
    ['15512345678', true],
    ['5512345678', true],
    ['445512345678', false],
    ['25512345678', false],
    ['55123', false],
  ])('%s valid -> %s', (stored, valid) => expect(isValidStoredPhone(stored)).toBe(valid));

  it('treats a bare 10-digit value as the same phone under +52', () => {
    expect(samePhone('5512345678', '525512345678')).toBe(true);
    expect(samePhone('15512345678', '525512345678')).toBe(false);
    expect(samePhone(null, '')).toBe(true);
    expect(internationalPhone('15512345678')).toBe('+15512345678');
  });
});
