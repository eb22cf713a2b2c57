// Writes a Brotli (`.br`, best quality) and a gzip (`.gz`) sibling of every text-like file the
// renderer build emits, so the browser-mode host serves the bundle compressed without compressing
// it per request. Source maps stay as they are; files under MIN_COMPRESS_BYTES are skipped, and a
// sibling that would not be smaller is not written. Electron reads the plain files.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { MIN_COMPRESS_BYTES } from '../../electron/protocol/content-encoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT_LIKE = /\.(js|mjs|css|html|svg|json|wasm|txt|ico|ttf|eot)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => TEXT_LIKE.test(f));
}

/** Compresses each file of `dir`; returns the bytes before and after Brotli. */
export async function precompressDir(
  dir: string,
): Promise<{ files: number; raw: number; br: number }> {
  const files = await filesUnder(dir);
  let raw = 0;
  let br = 0;
  let written = 0;
  // zlib's async calls run on libuv's thread pool: a few at a time keeps every core busy.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      if ((await stat(file)).size < MIN_COMPRESS_BYTES) continue;
      const data = await readFile(file);
      const [b, g] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      raw += data.length;
      br += Math.min(b.length, data.length);
      if (b.length < data.length) await writeFile(`${file}.br`, b);
      if (g.length < data.length) await writeFile(`${file}.gz`, g);
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: written, raw, br };
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mcd:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
