import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './encode-png.ts';

describe('encodePng', () => {
  it('writes the signature, the header and the scanlines, and ends with the standard IEND', () => {
    const rows = [Buffer.from([0, 0x00, 0xff]), Buffer.from([0, 0xff, 0x00])];
    const png = encodePng(2, 2, 0, rows);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([2, 2, 8, 0]);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength))).toEqual(Buffer.concat(rows));
    // Every PNG ends with the same 12 bytes: length 0, "IEND", and its CRC.
    expect(png.subarray(-12).toString('hex')).toBe('0000000049454e44ae426082');
  });
});
