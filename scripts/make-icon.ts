// Draws build/icon.png (512×512, the size electron-builder wants for every platform) from code,
// so the repository carries no downloaded artwork: a rounded dark tile with three rising bars,
// one per "organisation". `node scripts/make-icon.ts [out.png]`. PNG written with node:zlib.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes RGBA pixels (row-major, 4 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function drawIcon(size = 512): Uint8Array {
  const px = new Uint8Array(size * size * 4);
  const radius = size * 0.18;
  const margin = size * 0.06;
  const bars = [
    { x: 0.26, h: 0.3, color: [72, 175, 240] },
    { x: 0.44, h: 0.46, color: [50, 164, 103] },
    { x: 0.62, h: 0.62, color: [236, 154, 60] },
  ];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Rounded-square mask with a one-pixel soft edge.
      const dx = Math.max(margin + radius - x, 0, x - (size - margin - radius));
      const dy = Math.max(margin + radius - y, 0, y - (size - margin - radius));
      const alpha = Math.max(0, Math.min(1, radius - Math.hypot(dx, dy) + 0.5));
      if (alpha === 0) continue;
      let rgb = [28, 33, 39];
      for (const bar of bars) {
        const left = bar.x * size;
        const top = (0.8 - bar.h) * size;
        if (x >= left && x < left + size * 0.12 && y >= top && y < size * 0.8) rgb = bar.color;
      }
      const i = (y * size + x) * 4;
      px.set([rgb[0] ?? 0, rgb[1] ?? 0, rgb[2] ?? 0, Math.round(alpha * 255)], i);
    }
  }
  return px;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const out = process.argv[2]
    ? path.resolve(process.argv[2])
    : path.join(root, 'build', 'icon.png');
  writeFileSync(out, encodePng(512, 512, drawIcon(512)));
  console.log(`make-icon: wrote ${path.relative(root, out)}`);
}
