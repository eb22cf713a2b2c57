// Answers a backend compressed, handed on as they are (encoded-body.ts): what the backend is
// asked for, what the page gets, and the size cap and error texts that still read the decoded body.
import zlib from 'node:zlib';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_ERROR_HEADER, GatewayErrorSchema } from '../../preload/contract/orgs.ts';
import { compressBytes } from '../protocol/compress.ts';
import {
  answerEncoding,
  backendAcceptEncoding,
  measureEncoded,
  zstdDeclaredSize,
} from './encoded-body.ts';
import { downloadRequest } from './gateway-download.ts';
import { createGateway } from './gateway.ts';
import { createNodeTransport } from './node-transport.ts';
import { startTestServer, type TestServer } from './testing/fake-backend.ts';

const json = Buffer.from(
  JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ id: i, name: `check-${i}` }))),
);
const zstdLevel = { params: { [zlib.constants.ZSTD_c_compressionLevel]: 3 } };

describe('the encodings a backend is asked for', () => {
  it('keeps the page’s choices the gateway can read, best first', () => {
    expect(backendAcceptEncoding('gzip, deflate, br, zstd')).toBe('zstd, br, gzip');
    expect(backendAcceptEncoding('gzip;q=0.5, br;q=0, deflate')).toBe('gzip');
    expect(backendAcceptEncoding('deflate')).toBeNull();
    expect(backendAcceptEncoding(null)).toBeNull();
  });
  it('reads the answer’s Content-Encoding: none, one it can read, or one it cannot', () => {
    const of = (value?: string) =>
      answerEncoding(new Headers(value ? { 'content-encoding': value } : {}));
    expect(of()).toBeNull();
    expect(of('identity')).toBeNull();
    expect(of(' GZIP ')).toBe('gzip');
    expect(of('zstd')).toBe('zstd');
    expect(of('gzip, br')).toBe('unknown');
    expect(of('compress')).toBe('unknown');
  });
});

describe('the decoded size of a compressed answer', () => {
  it('is read from Zstandard frame headers when they declare it, across frames', async () => {
    const pledged = await compressBytes(json, 'zstd');
    expect(zstdDeclaredSize(pledged)).toBe(json.length);
    const half = json.subarray(0, 1000);
    const skippable = Buffer.alloc(12);
    skippable.writeUInt32LE(0x184d2a5e, 0);
    skippable.writeUInt32LE(4, 4);
    const two = Buffer.concat([pledged, skippable, zlib.zstdCompressSync(half, zstdLevel)]);
    expect(zstdDeclaredSize(two)).toBe(json.length + half.length);
    // A stream compressor does not know the size in advance: nothing declared.
    const streamed = await new Promise<Buffer>((resolve, reject) =>
      zlib.zstdCompress(json, zstdLevel, (error, out) => (error ? reject(error) : resolve(out))),
    );
    expect(zstdDeclaredSize(streamed)).toBeNull();
    expect(zstdDeclaredSize(pledged.subarray(0, pledged.length - 5))).toBeNull();
    expect(zstdDeclaredSize(Buffer.from('not zstandard at all'))).toBeNull();
  });

  it('is counted by decoding otherwise, and stops past the cap', async () => {
    const gzip = zlib.gzipSync(json);
    const pieces = [gzip.subarray(0, 100), gzip.subarray(100)];
    const measured = await measureEncoded(pieces, 'gzip', 10 * json.length);
    expect(measured?.bytes).toBe(json.length);
    expect(Buffer.from(measured!.leading).toString()).toBe(json.subarray(0, 300).toString());
    expect(await measureEncoded(pieces, 'gzip', json.length - 1)).toBeNull();
    const brotli = zlib.brotliCompressSync(json);
    expect((await measureEncoded([brotli], 'br', json.length))?.bytes).toBe(json.length);
  });

  it('checks a declared Zstandard size against the cap and still reads the start', async () => {
    const pledged = await compressBytes(json, 'zstd');
    const measured = await measureEncoded([pledged], 'zstd', json.length, 20);
    expect(measured?.bytes).toBe(json.length);
    expect(Buffer.from(measured!.leading).toString()).toBe('[{"id":0,"name":"che');
    expect(await measureEncoded([pledged], 'zstd', json.length - 1)).toBeNull();
  });

  it('rejects bytes that are not what the encoding says', async () => {
    await expect(
      measureEncoded([Buffer.from('plain text, not gzip')], 'gzip', 1e6),
    ).rejects.toThrow();
  });
});

describe('the gateway with a backend that compresses', () => {
  const node = createNodeTransport({ connectTimeoutMs: 2000 });
  afterAll(() => node.close());
  const servers: TestServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  async function gatewayTo(
    answer: (accepted: string) => {
      status?: number;
      encoding?: string;
      body: Buffer;
      type?: string;
    },
    maxResponseBytes?: number,
  ) {
    const backend = await startTestServer((request, res) => {
      const {
        status = 200,
        encoding,
        body,
        type = 'application/json',
      } = answer(String(request.headers['accept-encoding'] ?? ''));
      res.writeHead(status, {
        'content-type': type,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      res.end(body);
    });
    servers.push(backend);
    const onUnauthorized = vi.fn();
    const gateway = createGateway({
      transport: node.transport,
      resolveTarget: (orgId) =>
        Promise.resolve({
          orgId,
          baseUrl: backend.url,
          prefix: '/api',
          caBundle: null,
          proxy: null,
        }),
      credential: () => Promise.resolve('Bearer org-a-token'),
      onUnauthorized,
      totalTimeoutMs: 3000,
      ...(maxResponseBytes ? { maxResponseBytes } : {}),
    });
    const call = (acceptEncoding = 'gzip, deflate, br, zstd') =>
      gateway(
        'org-a',
        new Request('app://console/org/org-a/api/db/checks', {
          headers: { 'sec-fetch-dest': 'empty', 'accept-encoding': acceptEncoding },
        }),
      );
    const download = () =>
      gateway('org-a', downloadRequest('app://console/org/org-a/api/db/checks'));
    return { backend, call, download, onUnauthorized };
  }

  it('asks in the page’s encodings and hands the compressed bytes on untouched', async () => {
    const pledged = await compressBytes(json, 'zstd');
    const { backend, call } = await gatewayTo((accepted) =>
      accepted.includes('zstd') ? { encoding: 'zstd', body: pledged } : { body: json },
    );
    const response = await call();
    expect(backend.requests[0]?.headers['accept-encoding']).toBe('zstd, br, gzip');
    expect(response.headers.get('content-encoding')).toBe('zstd');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('content-length')).toBe(String(pledged.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(pledged)).toBe(true);
    // A page that takes no encoding gets the plain answer (decoded by fetch, if it came encoded).
    const plain = await call('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(json)).toBe(true);
  });

  it('caps the answer by its decoded size, not its compressed one', async () => {
    const gzip = zlib.gzipSync(json);
    const { call } = await gatewayTo(() => ({ encoding: 'gzip', body: gzip }), json.length - 1);
    const response = await call();
    expect(response.headers.get(GATEWAY_ERROR_HEADER)).toBe('too-large');
    expect(GatewayErrorSchema.parse(await response.json()).message).toMatch(/larger than the/);
  });

  it('reads a compressed refusal’s text and a compressed sign-in page', async () => {
    const denied = await gatewayTo(() => ({
      status: 401,
      encoding: 'gzip',
      body: zlib.gzipSync(Buffer.from(`session expired ${'.'.repeat(2000)}`)),
      type: 'text/plain',
    }));
    const refusal = GatewayErrorSchema.parse(await (await denied.call()).json());
    expect(refusal.kind).toBe('needs-sign-in');
    expect(refusal.message).toMatch(/\("session expired \.\.\./);
    expect(denied.onUnauthorized).toHaveBeenCalledWith('org-a');
    const login = await gatewayTo(() => ({
      encoding: 'br',
      body: zlib.brotliCompressSync(Buffer.from(`<!DOCTYPE html><html>${' '.repeat(5000)}</html>`)),
    }));
    const page = GatewayErrorSchema.parse(await (await login.call()).json());
    expect(page.kind).toBe('html-instead-of-json');
  });

  it('refuses an encoding it cannot read, or bytes that are not what they claim, in words', async () => {
    const odd = await gatewayTo(() => ({ encoding: 'compress', body: json }));
    const unknown = GatewayErrorSchema.parse(await (await odd.call()).json());
    expect(unknown.kind).toBe('unreachable');
    expect(unknown.message).toMatch(/encoding the app cannot read \(Content-Encoding: compress\)/);
    const broken = await gatewayTo(() => ({ encoding: 'gzip', body: json }));
    const corrupt = GatewayErrorSchema.parse(await (await broken.call()).json());
    expect(corrupt.message).toMatch(/Content-Encoding: gzip/);
  });

  it('saves a compressed answer to a file whole: no compressed length on the decoded bytes', async () => {
    const { download } = await gatewayTo(() => ({ encoding: 'gzip', body: zlib.gzipSync(json) }));
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(json)).toBe(true);
  });
});
