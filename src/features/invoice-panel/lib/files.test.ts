import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  fileRefusalBeforeReading,
  looksLikePdf,
  sha256Hex,
} from './files';

describe('invoice files', () => {
  it('takes XML and PDF by type, or by name when the picker gives no type', () => {
    expect(fileRefusalBeforeReading('xml', { type: 'text/xml', name: 'a', size: 10 })).toBeNull();
    expect(fileRefusalBeforeReading('xml', { type: '', name: 'F.XML', size: 10 })).toBeNull();
    expect(
      fileRefusalBeforeReading('xml', { type: 'application/pdf', name: 'a.xml', size: 1 }),
    ).toBe('wrongType');
    expect(
      fileRefusalBeforeReading('pdf', { type: 'application/pdf', name: 'a', size: 1 }),
    ).toBeNull();
    expect(fileRefusalBeforeReading('pdf', { type: 'text/xml', name: 'a.pdf', size: 1 })).toBe(
      'wrongType',
    );
  });

  it('refuses more than 3,000,000 bytes, and takes exactly that many', () => {
    const pdf = { type: 'application/pdf', name: 'a.pdf' };
    expect(fileRefusalBeforeReading('pdf', { ...pdf, size: 3_000_000 })).toBeNull();
    expect(fileRefusalBeforeReading('pdf', { ...pdf, size: 3_000_001 })).toBe('tooLarge');
  });

  it('judges a PDF by its first bytes', () => {
    expect(looksLikePdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(new TextEncoder().encode('<?xml'))).toBe(false);
  });

  it('round-trips bytes through base64, large files included', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(new TextEncoder().encode('ñ'))).toBe('w7E=');
  });

  it('hashes with SHA-256', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
