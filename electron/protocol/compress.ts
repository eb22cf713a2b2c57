// Compression of answers made per request: the browser-mode host's (IPC results, the SPA's
// index.html, gateway answers a backend sent uncompressed) and the Sandbox's (as a backend behind a
// compressing proxy would answer): Zstandard, Brotli or gzip, the first the client accepts, at fast
// levels: these run on every answer, unlike the build's best-quality siblings of the static bundle.
// Zstandard first: on a 3.2 MB health summary (Node 24, this 2-core VM) level 1 took 4.0 ms for
// 0.35 MB, Brotli quality 1 9.4 ms for 0.41 MB, gzip level 1 11.8 ms for 0.50 MB, and it decodes
// fastest too (4.7 / 7.3 / 6.2 ms). Chromium asks for it since version 123.
import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  MIN_COMPRESS_BYTES,
  acceptedEncodings,
  isCompressible,
  type LiveEncoding,
} from './content-encoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Node 22.15 and later; an older Node offers Brotli and gzip only.
const zstd = typeof zlib.zstdCompress === 'function' ? promisify(zlib.zstdCompress) : null;
const OFFERED: readonly LiveEncoding[] = zstd ? ['zstd', 'br', 'gzip'] : ['br', 'gzip'];

/**
 * Above this size (or when the size is unknown) the fastest levels: a 9 MB health summary takes
 * ~20 ms at Brotli quality 1 against ~90 ms at 4, for 1.35 MB instead of 0.96 MB, and the time is
 * what the user waits for on a local connection.
 */
export const LARGE_ANSWER_BYTES = 512 * 1024;

function levels(length: number | null, chunkSize?: number) {
  const large = length === null || length >= LARGE_ANSWER_BYTES;
  return {
    brotli: { chunkSize, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: large ? 1 : 4 } },
    gzip: { chunkSize, level: large ? 1 : 6 },
    zstd: { chunkSize, params: { [zlib.constants.ZSTD_c_compressionLevel]: large ? 1 : 3 } },
  };
}

/**
 * The encoding for an answer of `contentType` and `length` bytes (null: unknown, a stream) to
 * `req`, or null to send it as it is.
 */
export function encodingFor(
  req: IncomingMessage,
  contentType: string | null | undefined,
  length: number | null,
): LiveEncoding | null {
  if (length !== null && length < MIN_COMPRESS_BYTES) return null;
  if (!isCompressible(contentType)) return null;
  return acceptedEncodings(req.headers['accept-encoding']?.toString(), OFFERED)[0] ?? null;
}

export function compressStream(encoding: LiveEncoding, length: number | null): Transform {
  const options = levels(length);
  if (encoding === 'zstd') return zlib.createZstdCompress(options.zstd);
  return encoding === 'br'
    ? zlib.createBrotliCompress(options.brotli)
    : zlib.createGzip(options.gzip);
}

/** Off the event loop (libuv's thread pool): a large cache payload does not stall other answers. */
export function compressBytes(data: Buffer, encoding: LiveEncoding): Promise<Buffer> {
  // Output in pieces of up to 1 MB instead of 16 KB: each piece is a trip to the thread pool
  // (a 9 MB summary: 20 ms against 35 ms at level 1, the same bytes).
  const options = levels(data.length, Math.min(Math.max(data.length >> 2, 16_384), 1_048_576));
  // The size pledged is written in the frame: a gateway that passes this answer on counts it
  // from there instead of decoding it (electron/gateway/encoded-body.ts).
  if (encoding === 'zstd')
    return zstd
      ? zstd(data, { ...options.zstd, pledgedSrcSize: data.length })
      : Promise.reject(new Error('no Zstandard in this Node'));
  return encoding === 'br' ? brotli(data, options.brotli) : gzip(data, options.gzip);
}
