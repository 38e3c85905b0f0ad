import { describe, expect, it } from 'vitest';
import { formatBytes, isQuotaError, readStorageHealth } from './storage';

describe('device storage', () => {
  it('reads usage, quota and whether the browser keeps the data', async () => {
    const storage = {
      estimate: async () => ({ usage: 12_000_000, quota: 2_000_000_000 }),
      persisted: async () => true,
    };
    expect(await readStorageHealth(storage)).toEqual({
      usage: 12_000_000,
      quota: 2_000_000_000,
      persisted: true,
    });
  });

  it('answers null when the browser reports nothing, and survives a failing estimate', async () => {
    expect(await readStorageHealth(undefined)).toBeNull();
    const failing = {
      estimate: () => Promise.reject(new Error('denied')),
      persisted: async () => false,
    };
    expect(await readStorageHealth(failing)).toBeNull();
  });

  it('tells a full disk in any wrapping from other errors', () => {
    const inner = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaError(inner)).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner })).toBe(true);
    expect(isQuotaError(new Error('wrapped', { cause: inner }))).toBe(true);
    expect(isQuotaError(new Error('other'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it.each([
    [12_000_000, 'es', undefined, '12 MB'],
    [3_200_000, 'es', 12_000_000, '3,2 MB'],
    [3_200_000, 'en', 12_000_000, '3.2 MB'],
    [2_000_000_000, 'es', undefined, '2 GB'],
    [300_000, 'es', 12_000_000, '0,3 MB'],
    [512, 'en', undefined, '512 B'],
    [45_600, 'en', undefined, '45.6 kB'],
  ])('writes %i bytes in %s (unit of %s) as %s', (bytes, locale, unitOf, text) => {
    expect(formatBytes(bytes, locale, unitOf)).toBe(text);
  });
});
