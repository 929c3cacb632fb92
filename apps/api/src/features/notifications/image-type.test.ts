import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './image-type.ts';

describe('imageTypeOf (a screenshot’s type from its bytes, not its name)', () => {
  it('knows PNG, JPEG and WebP by their signatures', () => {
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe(
      'image/png',
    );
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
  });
  it('refuses anything else: an executable, an SVG, a GIF, too few bytes', () => {
    expect(imageTypeOf(Buffer.from('MZ\x90\x00', 'latin1'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from([0x89, 0x50]))).toBeUndefined();
  });
});
