import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBytes, compressStream, encodingFor } from './compress.ts';

const request = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }) as IncomingMessage;
const json = Buffer.from(JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => ({ i })) }));

describe('host compression', () => {
  it("picks the client's best encoding for large text answers only", () => {
    expect(encodingFor(request('gzip, deflate, br'), 'application/json', 5000)).toBe('br');
    // Chromium's header since version 123: Zstandard, the fastest of the three, goes first.
    expect(encodingFor(request('gzip, deflate, br, zstd'), 'application/json', 5000)).toBe('zstd');
    expect(encodingFor(request('zstd;q=0.5, br'), 'application/json', 5000)).toBe('br');
    expect(encodingFor(request('gzip'), 'text/html; charset=utf-8', null)).toBe('gzip');
    expect(encodingFor(request('gzip, br'), 'application/json', 200)).toBeNull();
    expect(encodingFor(request('gzip, br'), 'image/png', 50_000)).toBeNull();
    expect(encodingFor(request('gzip, br'), 'text/event-stream', null)).toBeNull();
    expect(encodingFor(request(), 'application/json', 50_000)).toBeNull();
  });

  it('compresses bytes and streams into what zlib reads back', async () => {
    const br = await compressBytes(json, 'br');
    expect(br.length).toBeLessThan(json.length / 5);
    expect(zlib.brotliDecompressSync(br).equals(json)).toBe(true);
    const gz = await buffer(
      Readable.from([json.subarray(0, 100), json.subarray(100)]).pipe(compressStream('gzip', null)),
    );
    expect(zlib.gunzipSync(gz).equals(json)).toBe(true);
    const zst = await compressBytes(json, 'zstd');
    expect(zlib.zstdDecompressSync(zst).equals(json)).toBe(true);
    const zstStream = await buffer(Readable.from([json]).pipe(compressStream('zstd', null)));
    expect(zlib.zstdDecompressSync(zstStream).equals(json)).toBe(true);
  });
});
