// Answers the gateway hands on still compressed. A backend that compresses (the Sandbox does, so
// may a proxy in front of Mission Control) sends the page's own Accept-Encoding's choice; the
// gateway passes those bytes through instead of decoding them and compressing them again (a 9 MB
// health summary: ~20 ms of compression and 9 MB through the host saved). Its size cap still
// applies to the answer as the page will parse it: read from Zstandard's frame headers, else by
// decoding the body once to count it.
import zlib from 'node:zlib';
import { acceptedEncodings, type LiveEncoding } from '../protocol/content-encoding.ts';
import { GatewayFailure, tooLargeFailure } from './gateway-error.ts';

/** What the gateway can count and read, so what it lets a backend answer in. */
const DECODABLE: readonly LiveEncoding[] =
  typeof zlib.createZstdDecompress === 'function' ? ['zstd', 'br', 'gzip'] : ['br', 'gzip'];

/** The Accept-Encoding to send a backend for a page's own (null: ask for no encoding). */
export function backendAcceptEncoding(pageHeader: string | null | undefined): string | null {
  const accepted = acceptedEncodings(pageHeader, DECODABLE);
  return accepted.length ? accepted.join(', ') : null;
}

/**
 * The encoding an answer's bytes are in when the gateway can read it; null for none (`identity`
 * or no header); 'unknown' for one it cannot (a list of several, or one it did not offer).
 */
export function answerEncoding(headers: Headers): LiveEncoding | null | 'unknown' {
  const value = headers.get('content-encoding')?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'identity') return null;
  const known = DECODABLE.find((encoding) => encoding === value);
  return known ?? 'unknown';
}

function decoder(encoding: LiveEncoding) {
  // Output in large pieces: each is a trip to the thread pool.
  const chunkSize = 256 * 1024;
  if (encoding === 'zstd') return zlib.createZstdDecompress({ chunkSize });
  return encoding === 'br'
    ? zlib.createBrotliDecompress({ chunkSize })
    : zlib.createGunzip({ chunkSize });
}

export interface DecodedMeasure {
  /** The body's size decoded. */
  bytes: number;
  /** Its first bytes decoded (for error messages and spotting a sign-in page). */
  leading: Uint8Array;
}

/**
 * The body's size decoded, checked against `cap` (null above it), and its first `keep` bytes.
 * A Zstandard answer whose frames declare their sizes (as one-call compressors write them) is
 * counted from its frame headers, and only its start decoded: decoding a 9 MB health summary to
 * count it took 8-34 ms (this 2-core VM), most of the gateway's time on it. A decoder checks a
 * frame's declared size against what it holds, so the page cannot be handed more than declared.
 * Rejects when the bytes are not valid in `encoding`.
 */
export async function measureEncoded(
  chunks: readonly Uint8Array[],
  encoding: LiveEncoding,
  cap: number,
  keep = 300,
): Promise<DecodedMeasure | null> {
  const declared = encoding === 'zstd' ? zstdDeclaredSize(Buffer.concat(chunks)) : null;
  if (declared !== null) {
    if (declared > cap) return null;
    const start = await decodeCounting(chunks, encoding, Infinity, keep, true);
    return start && { bytes: declared, leading: start.leading };
  }
  return decodeCounting(chunks, encoding, cap, keep, false);
}

/** Decodes `chunks`, counting, until the end, past `cap` (null), or (`startOnly`) `keep` bytes. */
function decodeCounting(
  chunks: readonly Uint8Array[],
  encoding: LiveEncoding,
  cap: number,
  keep: number,
  startOnly: boolean,
): Promise<DecodedMeasure | null> {
  return new Promise((resolve, reject) => {
    const stream = decoder(encoding);
    const head: Buffer[] = [];
    let kept = 0;
    let bytes = 0;
    const done = () => ({ bytes, leading: Buffer.concat(head, kept) });
    stream.on('data', (piece: Buffer) => {
      bytes += piece.byteLength;
      if (kept < keep) {
        head.push(piece.subarray(0, keep - kept));
        kept += Math.min(piece.byteLength, keep - kept);
      }
      if (bytes > cap || (startOnly && kept >= keep)) {
        stream.destroy();
        resolve(bytes > cap ? null : done());
      }
    });
    stream.on('end', () => resolve(done()));
    stream.on('error', reject);
    for (const chunk of chunks) stream.write(chunk);
    stream.end();
  });
}

const ZSTD_MAGIC = 0xfd2fb528;

/**
 * The decoded size Zstandard frames declare together (RFC 8878 §3.1), walked from header to
 * header by their block sizes; null when a frame does not declare it or the bytes do not walk.
 */
export function zstdDeclaredSize(bytes: Buffer): number | null {
  let total = 0;
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return null;
    const magic = bytes.readUInt32LE(at);
    if ((magic & 0xfffffff0) === 0x184d2a50) {
      // A skippable frame: its size, then that many bytes of nothing to decode.
      at += 8 + bytes.readUInt32LE(at + 4);
      continue;
    }
    if (magic !== ZSTD_MAGIC) return null;
    const descriptor = bytes[at + 4]!;
    const singleSegment = (descriptor & 0x20) !== 0;
    const sizeFlag = descriptor >> 6;
    const dictionaryBytes = [0, 1, 2, 4][descriptor & 0x03]!;
    const sizeBytes = sizeFlag === 0 ? (singleSegment ? 1 : 0) : [0, 2, 4, 8][sizeFlag]!;
    if (sizeBytes === 0) return null;
    at += 5 + (singleSegment ? 0 : 1) + dictionaryBytes;
    if (at + sizeBytes > bytes.length) return null;
    const size =
      sizeBytes === 1
        ? bytes[at]!
        : sizeBytes === 2
          ? bytes.readUInt16LE(at) + 256
          : sizeBytes === 4
            ? bytes.readUInt32LE(at)
            : Number(bytes.readBigUInt64LE(at));
    total += size;
    at += sizeBytes;
    for (let last = false; !last;) {
      if (at + 3 > bytes.length) return null;
      const header = bytes.readUIntLE(at, 3);
      last = (header & 1) === 1;
      const type = (header >> 1) & 3;
      if (type === 3) return null;
      at += 3 + (type === 1 ? 1 : header >> 3);
    }
    if (descriptor & 0x04) at += 4;
  }
  return at === bytes.length && Number.isSafeInteger(total) ? total : null;
}

/** How much of a body's start an error message or the sign-in page check reads. */
export const LEADING_BYTES = 300;

/**
 * An answer still encoded: its decoded size checked against the cap, and its first bytes decoded;
 * null for an answer that is not encoded.
 */
export async function measureDecoded(
  chunks: readonly Uint8Array[],
  headers: Headers,
  cap: number,
  host: string,
): Promise<{ encoding: LiveEncoding; leading: Uint8Array } | null> {
  const encoding = answerEncoding(headers);
  if (encoding === null) return null;
  const unreadable = new GatewayFailure(
    'unreachable',
    `${host} answered in an encoding the app cannot read (Content-Encoding: ${headers.get('content-encoding')?.slice(0, 40)}).`,
  );
  if (encoding === 'unknown') throw unreadable;
  const measured = await measureEncoded(chunks, encoding, cap, LEADING_BYTES).catch(() => {
    throw unreadable;
  });
  if (!measured) throw tooLargeFailure(host, null, cap);
  return { encoding, leading: measured.leading };
}
