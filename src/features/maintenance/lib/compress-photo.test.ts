import { describe, expect, it } from 'vitest';
import { compressPhoto, mayBeImage, PhotoFileError } from './compress-photo';

describe('which chosen files may be photos', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/heic', true],
    ['', true],
    ['application/pdf', false],
    ['text/plain', false],
  ])('%s → %s', (type, expected) => {
    expect(mayBeImage({ type })).toBe(expected);
  });

  it('refuses a file that is not an image', async () => {
    const pdf = new File(['%PDF-1.7'], 'acta.pdf', { type: 'application/pdf' });
    const refusal = await compressPhoto(pdf).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PhotoFileError);
    expect((refusal as PhotoFileError).problem).toBe('notImage');
  });
});
