// The Sandbox's answers go out compressed when the client accepts it, as a backend behind a
// compressing proxy would answer (listener.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_ANSWER_BYTES } from '../../protocol/compress.ts';
import { createListener } from './listener.ts';
import type { RouteResponse } from './types.ts';

const large = JSON.stringify(Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `c-${i}` })));
const medium = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: `c-${i}` })));
const answers: Record<string, RouteResponse> = {
  '/large': { status: 200, headers: { 'Content-Type': 'application/json' }, body: large },
  '/medium': { status: 200, headers: { 'Content-Type': 'application/json' }, body: medium },
  '/zip': {
    status: 200,
    headers: { 'content-type': 'application/zip' },
    body: Buffer.alloc(600_000),
  },
};

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(
    createListener({
      dispatch: (req) => Promise.resolve(answers[req.url] ?? { status: 404, body: '' }),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string, acceptEncoding?: string, method = 'GET') {
  const answer = await request(`${base}${path}`, {
    method: method as 'GET',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  return { headers: answer.headers, body: Buffer.from(await answer.body.arrayBuffer()) };
}

describe('the Sandbox’s answers on the wire', () => {
  it('are compressed when large, in the encoding the client prefers, with their compressed length', async () => {
    expect(large.length).toBeGreaterThan(LARGE_ANSWER_BYTES);
    const zstd = await get('/large', 'gzip, br, zstd');
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstd.headers.vary).toBe('Accept-Encoding');
    expect(Number(zstd.headers['content-length'])).toBe(zstd.body.length);
    expect(zlib.zstdDecompressSync(zstd.body).toString()).toBe(large);
    const gzip = await get('/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(large);
  });

  it('go as they are to a client that takes no encoding, below the large size, or when not text', async () => {
    for (const [path, accept] of [
      ['/large', undefined],
      ['/medium', 'zstd'],
      ['/zip', 'zstd'],
    ] as const) {
      const answer = await get(path, accept);
      expect(answer.headers['content-encoding'], path).toBeUndefined();
      expect(answer.body.toString()).toBe(Buffer.from(answers[path]!.body!).toString());
    }
  });

  it('answer HEAD with headers only', async () => {
    const head = await get('/large', 'zstd', 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('go plain when their compression fails', async () => {
    const failing = createServer(
      createListener({
        dispatch: () => Promise.resolve(answers['/large']!),
        compress: () => Promise.reject(new Error('out of memory')),
      }),
    );
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = failing.address() as AddressInfo;
      const answer = await request(`http://127.0.0.1:${port}/large`, {
        headers: { 'accept-encoding': 'zstd, gzip' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(await answer.body.text()).toBe(large);
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  });
});
