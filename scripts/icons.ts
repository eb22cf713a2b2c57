// `node scripts/launch.js scripts/icons.ts`: the Linux icon set (build/icons/<n>x<n>.png) drawn
// from build/icon.png by Chromium's image scaler, for the sizes desktop environments look up.
// macOS (.icns) and Windows (.ico) icons are made by electron-builder from build/icon.png itself.
// Run again after changing build/icon.png; the set is committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const LINUX_ICON_SIZES = [16, 24, 32, 48, 64, 96, 128, 256, 512] as const;

const root = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const source = `data:image/png;base64,${readFileSync(path.join(root, 'build/icon.png')).toString('base64')}`;
  const out = path.join(root, 'build/icons');
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const size of LINUX_ICON_SIZES) {
      const dataUrl = await page.evaluate(
        async ({ src, n }) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = n;
          canvas.height = n;
          const context = canvas.getContext('2d')!;
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, n, n);
          return canvas.toDataURL('image/png');
        },
        { src: source, n: size },
      );
      const file = path.join(out, `${size}x${size}.png`);
      writeFileSync(file, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
      console.log(`wrote ${path.relative(root, file)}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
