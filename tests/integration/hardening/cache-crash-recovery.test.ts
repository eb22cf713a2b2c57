// Issue 18 item 6, first half: a cache that crashes the renderer would crash every start. Each
// start that reads a cache and never saves one again counts as crashed; after two in a row the
// next start opens without the cache and says so through the start-up notice path (core.notices
// and `app:notice`), like a repaired settings file.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_SKIPPED_NOTICE } from '../../../electron/cache/cache-service.ts';
import { createCore, type Core } from '../../../electron/core.ts';
import { sandboxRecord } from '../../../electron/orgs/org-registry.ts';
import { memoryKeytar } from '../../../electron/secrets/testing/memory-keytar.ts';

const sender = { url: 'app://console/', isTopFrame: true };
const appInfo = {
  name: 'Mission Control Desktop',
  version: '1.0.0',
  mode: 'browser' as const,
  platform: 'linux',
  arch: 'x64',
  versions: { node: '22', electron: null, chrome: null },
};

let dir: string;
let keychain: ReturnType<typeof memoryKeytar>;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-cache-crash-'));
  keychain = memoryKeytar(); // the OS keychain outlives the app's starts
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** One start of the app on the same user-data folder. */
function start(): Core {
  const core = createCore({
    userDataDir: dir,
    appInfo,
    isTrustedSender: () => true,
    openExternal: () => Promise.resolve(),
    orgs: { keytar: keychain.keytar },
  });
  const { registry } = core.orgServices;
  if (!registry.get('acme'))
    registry.insert({
      ...sandboxRecord(new Date(0)),
      id: 'acme',
      kind: 'remote',
      name: 'Acme',
      baseUrl: 'https://acme.example.com',
    });
  return core;
}

async function call(core: Core, channel: string, request: unknown): Promise<unknown> {
  const result = (await core.router.dispatch(channel, request, sender)) as {
    ok: boolean;
    value?: unknown;
    error?: unknown;
  };
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** The renderer's start: it reads the org's cache; one that survives saves it again. */
async function rendererStart(core: Core, survives: boolean): Promise<string> {
  const read = (await call(core, 'cache:read', { orgId: 'acme' })) as { status: string };
  if (survives) await call(core, 'cache:write', { orgId: 'acme', payload: '{"fine":true}' });
  return read.status;
}

describe('a cache that crashes the renderer', () => {
  it('after two crashed starts in a row, the next start goes without it and says so', async () => {
    const first = start();
    await call(first, 'cache:write', { orgId: 'acme', payload: '{"poison":true}' });
    await first.close();

    const crashed1 = start();
    expect(await rendererStart(crashed1, false)).toBe('hit');
    const crashed2 = start();
    expect(await rendererStart(crashed2, false)).toBe('hit');
    expect(crashed2.notices).toEqual([]);

    const recovering = start();
    expect(recovering.notices).toEqual([CACHE_SKIPPED_NOTICE]);
    expect(await rendererStart(recovering, true)).toBe('miss');

    // Once: the start after it reads the (now rewritten) cache as usual, without a notice.
    const normal = start();
    expect(normal.notices).toEqual([]);
    expect(await rendererStart(normal, true)).toBe('hit');
  });

  it('only starts in a row count: a start that saves its cache again resets the count', async () => {
    const first = start();
    await call(first, 'cache:write', { orgId: 'acme', payload: '{}' });
    expect(await rendererStart(start(), false)).toBe('hit');
    expect(await rendererStart(start(), true)).toBe('hit');
    expect(await rendererStart(start(), false)).toBe('hit');
    const next = start();
    expect(next.notices).toEqual([]);
    expect(await rendererStart(next, true)).toBe('hit');
  });

  it('a start that finds no cache is not a crashed start', async () => {
    for (let i = 0; i < 3; i += 1) expect(await rendererStart(start(), false)).toBe('miss');
    expect(start().notices).toEqual([]);
  });
});
