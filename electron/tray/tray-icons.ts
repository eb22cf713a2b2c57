// The tray's icons, drawn at run time: a filled disc in the state's colour on a transparent
// square, encoded as PNG with node:zlib (no image library, no build step). Electron turns the
// bytes into a nativeImage; @2x variants keep it sharp on high-density screens.
import { deflateSync } from 'node:zlib';
import type { TrayState } from './tray-model.ts';

export const TRAY_COLOURS: Record<TrayState, [number, number, number]> = {
  healthy: [0x23, 0x85, 0x51],
  warning: [0xd9, 0x8e, 0x04],
  unhealthy: [0xcd, 0x42, 0x46],
  offline: [0x8a, 0x93, 0x9b],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` RGBA PNG of the state's disc, its edge anti-aliased. */
export function trayIconPng(state: TrayState, size = 16): Buffer {
  const [r, g, b] = TRAY_COLOURS[state];
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  const radius = size / 2 - size / 16;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x - centre, y - centre);
      const alpha = Math.max(0, Math.min(1, radius - distance + 0.5));
      row.set([r, g, b, Math.round(alpha * 255)], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
