// A PNG from raw scanlines, with node:zlib only: the tray's icons and the Sandbox's TOTP QR code
// are drawn at run time, and neither needs an image library.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG colour types this encoder is given: 0 = grey, 6 = RGBA (8 bits per sample either way). */
export type PngColourType = 0 | 6;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * `rows` are the image's scanlines, each already starting with its filter byte (0 = none); the
 * PNG is 8 bits per sample, not interlaced.
 */
export function encodePng(
  width: number,
  height: number,
  colourType: PngColourType,
  rows: Buffer[],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
