import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDownloadRequest } from './gateway-download.ts';
import { gatewayErrorResponse, GatewayFailure } from './gateway-error.ts';
import { createSaveResponse, writeStreamAtomic } from './save-response-to-file.ts';
import type { Gateway } from './types.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-save-'));
  dirs.push(dir);
  return dir;
}

/** A body of `chunks` chunks of 64 KB, then optionally a transport error. */
function body(chunks: number, failAtEnd = false): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) {
        if (failAtEnd) controller.error(new Error('connection reset'));
        else controller.close();
        return;
      }
      controller.enqueue(new Uint8Array(64 * 1024).fill(97 + (sent % 26)));
      sent += 1;
    },
  });
}

describe('writeStreamAtomic', () => {
  it('writes every byte of a stream, replacing the file only when complete', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'config.json');
    writeFileSync(file, 'old');
    expect(await writeStreamAtomic(file, body(40))).toBe(40 * 64 * 1024);
    const written = readFileSync(file);
    expect(written.byteLength).toBe(40 * 64 * 1024);
    expect(written[64 * 1024]).toBe(98);
    expect(readdirSync(dir)).toEqual(['config.json']);
  });

  it('keeps the previous file and no temp file when the transfer breaks off', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'config.json');
    writeFileSync(file, 'old');
    await expect(writeStreamAtomic(file, body(3, true))).rejects.toThrow(/connection reset/);
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['config.json']);
  });
});

describe('downloads:saveResponse', () => {
  const request = {
    orgId: 'org-a',
    path: '/api/db/config_detail?id=eq.1',
    fileName: '../x/c.json',
  };

  it('asks where to save (starting in Downloads, the name only), then streams the download there', async () => {
    const dir = tempDir();
    const gateway = vi.fn<Gateway>(() => Promise.resolve(new Response(body(2))));
    const choosePath = vi.fn((start: string) => {
      expect(start).toBe(path.join('/home/u/Downloads', 'c.json'));
      return Promise.resolve(path.join(dir, 'saved.json'));
    });
    const save = createSaveResponse({
      gateway: () => gateway,
      choosePath,
      downloadsDir: () => '/home/u/Downloads',
    });
    const result = await save(request);
    expect(result).toEqual({ saved: true, path: path.join(dir, 'saved.json'), bytes: 128 * 1024 });
    const [orgId, sent] = gateway.mock.calls[0] ?? [];
    expect([orgId, new URL(sent?.url ?? '').pathname, sent && isDownloadRequest(sent)]).toEqual([
      'org-a',
      '/org/org-a/api/db/config_detail',
      true,
    ]);
    expect(readFileSync(path.join(dir, 'saved.json')).byteLength).toBe(128 * 1024);
  });

  it('saves nothing when the dialog is closed, and says why when the backend refuses', async () => {
    const gateway = vi.fn<Gateway>(() =>
      Promise.resolve(
        gatewayErrorResponse('org-a', new GatewayFailure('forbidden', 'No access on host.')),
      ),
    );
    const closed = createSaveResponse({
      gateway: () => gateway,
      choosePath: () => Promise.resolve(null),
      downloadsDir: () => '/tmp',
    });
    expect(await closed(request)).toEqual({ saved: false, path: null, bytes: 0 });
    expect(gateway).not.toHaveBeenCalled();

    const dir = tempDir();
    const refused = createSaveResponse({
      gateway: () => gateway,
      choosePath: () => Promise.resolve(path.join(dir, 'c.json')),
      downloadsDir: () => '/tmp',
    });
    await expect(refused(request)).rejects.toMatchObject({
      code: 'SAVE_FAILED',
      message: 'No access on host. Nothing was saved.',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is not offered without a save dialog (browser mode downloads from the host)', async () => {
    const save = createSaveResponse({ gateway: () => null, downloadsDir: () => '/tmp' });
    await expect(save(request)).rejects.toMatchObject({ code: 'UNSUPPORTED' });
  });
});
