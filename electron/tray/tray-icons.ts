// The tray's icons, drawn at run time: a filled disc in the state's colour on a transparent
// square, encoded as PNG (png/encode-png.ts: no image library, no build step). Electron turns the
// bytes into a nativeImage; @2x variants keep it sharp on high-density screens.
import { encodePng } from '../png/encode-png.ts';
import type { TrayState } from './tray-model.ts';

export const TRAY_COLOURS: Record<TrayState, [number, number, number]> = {
  unknown: [0xb5, 0xbd, 0xc5],
  healthy: [0x23, 0x85, 0x51],
  warning: [0xd9, 0x8e, 0x04],
  unhealthy: [0xcd, 0x42, 0x46],
  offline: [0x8a, 0x93, 0x9b],
};

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
  return encodePng(size, size, 6, rows);
}
