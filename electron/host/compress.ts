// Compression of what the browser-mode host answers per request (IPC results, gateway answers,
// the SPA's index.html): Brotli at a low quality or gzip, as the client accepts. Fast settings:
// these run on every answer, unlike the build's best-quality siblings of the static bundle.
import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  MIN_COMPRESS_BYTES,
  acceptedEncodings,
  isCompressible,
  type ContentEncoding,
} from '../protocol/content-encoding.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Above this size (or when the size is unknown) the fastest levels: a 9 MB health summary takes
 * ~20 ms at Brotli quality 1 against ~90 ms at 4, for 1.35 MB instead of 0.96 MB, and the time is
 * what the user waits for on a local connection.
 */
export const LARGE_ANSWER_BYTES = 512 * 1024;

function levels(length: number | null) {
  const large = length === null || length >= LARGE_ANSWER_BYTES;
  return {
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: large ? 1 : 4 } },
    gzip: { level: large ? 1 : 6 },
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
): ContentEncoding | null {
  if (length !== null && length < MIN_COMPRESS_BYTES) return null;
  if (!isCompressible(contentType)) return null;
  return acceptedEncodings(req.headers['accept-encoding']?.toString())[0] ?? null;
}

export function compressStream(encoding: ContentEncoding, length: number | null): Transform {
  const options = levels(length);
  return encoding === 'br'
    ? zlib.createBrotliCompress(options.brotli)
    : zlib.createGzip(options.gzip);
}

/** Off the event loop (libuv's thread pool): a large cache payload does not stall other answers. */
export function compressBytes(data: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const options = levels(data.length);
  return encoding === 'br' ? brotli(data, options.brotli) : gzip(data, options.gzip);
}
