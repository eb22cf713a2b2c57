import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPngDataUri } from './qr.ts';

/** The 7×7 finder pattern: dark ring, light ring, dark 3×3 centre. */
function finderAt(m: boolean[][], x0: number, y0: number): boolean {
  for (let y = 0; y < 7; y++)
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
      if (m[y0 + y]![x0 + x] !== (ring !== 2)) return false;
    }
  return true;
}

describe('QR code', () => {
  it('picks the smallest version that holds the text (level M, byte mode)', () => {
    expect(qrMatrix('HELLO').length).toBe(21); // version 1: 14 bytes
    expect(qrMatrix('x'.repeat(14)).length).toBe(21);
    expect(qrMatrix('x'.repeat(15)).length).toBe(25);
    expect(qrMatrix('x'.repeat(213)).length).toBe(57); // version 10
    expect(() => qrMatrix('x'.repeat(3000))).toThrow();
  });

  it('has the finder and timing patterns and the dark module', () => {
    const m = qrMatrix('otpauth://totp/Mission%20Control%3Aa%40b.c?secret=JBSWY3DPEHPK3PXP');
    const size = m.length;
    expect(finderAt(m, 0, 0) && finderAt(m, size - 7, 0) && finderAt(m, 0, size - 7)).toBe(true);
    for (let i = 8; i < size - 8; i++) expect(m[6]![i]).toBe(i % 2 === 0);
    expect(m[size - 8]![8]).toBe(true);
  });

  it('is a PNG data URI of about 256 px with the modules drawn', () => {
    const uri = qrPngDataUri('HELLO');
    expect(uri).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(uri.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const width = png.readUInt32BE(16);
    expect(width).toBeGreaterThan(200);
    expect(width).toBeLessThanOrEqual(256);
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const scale = width / 29; // 21 modules and a quiet zone of 4 on each side
    const pixel = (mx: number, my: number) =>
      raw[
        Math.floor((my + 4 + 0.5) * scale) * (width + 1) + 1 + Math.floor((mx + 4 + 0.5) * scale)
      ];
    expect(pixel(0, 0)).toBe(0); // finder corner: dark
    expect(pixel(1, 1)).toBe(255); // its light ring
    expect(pixel(-2, -2)).toBe(255); // quiet zone
  });
});
