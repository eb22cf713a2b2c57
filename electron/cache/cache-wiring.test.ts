// The cache as core.ts wires it: cache:* over the IPC router, the channel's size limit, and the
// purge when an organisation is removed.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Core } from '../core.ts';
import { KEYCHAIN_SERVICE } from '../secrets/keychain.ts';
import { openCoreFixture, type CoreFixture } from '../testing/core-fixture.ts';

let fixture: CoreFixture;
let dir: string;
let core: Core;
let entries: Map<string, string>;
const sender = { url: 'app://console/', isTopFrame: true };

beforeEach(() => {
  fixture = openCoreFixture();
  ({ dir, core, keychain: entries } = fixture);
});
afterEach(() => fixture.close());

it('caches through IPC and removing the organisation deletes its cache and key', async () => {
  const added = await core.router.dispatch(
    'orgs:add',
    { name: 'Acme', url: 'https://acme.example.com', prefix: '/api' },
    sender,
  );
  expect(added.ok).toBe(true);
  const orgId = (added as { ok: true; value: { id: string } }).value.id;

  const payload = JSON.stringify({ format: 1, rows: Array.from({ length: 1000 }, (_, i) => i) });
  const write = await core.router.dispatch('cache:write', { orgId, payload }, sender);
  expect(write).toMatchObject({ ok: true });
  expect(await core.router.dispatch('cache:read', { orgId }, sender)).toMatchObject({
    ok: true,
    value: { status: 'hit', payload },
  });
  const size = await core.router.dispatch('cache:size', { orgId }, sender);
  expect((size as { ok: true; value: { bytes: number } }).value.bytes).toBeGreaterThan(
    payload.length,
  );
  expect(entries.has(`${KEYCHAIN_SERVICE}|${orgId}/cache-key`)).toBe(true);

  const removed = await core.router.dispatch('orgs:remove', { id: orgId }, sender);
  expect(removed).toMatchObject({ ok: true });
  expect(readdirSync(path.join(dir, 'cache'))).toEqual([]);
  expect(entries.has(`${KEYCHAIN_SERVICE}|${orgId}/cache-key`)).toBe(false);
  // A late write from a window that still shows the removed org brings nothing back.
  expect(await core.router.dispatch('cache:write', { orgId, payload }, sender)).toMatchObject({
    ok: false,
    error: { code: 'NOT_FOUND' },
  });
  expect(readdirSync(path.join(dir, 'cache'))).toEqual([]);
});

it('refuses a cache payload over the channel limit', async () => {
  const added = await core.router.dispatch(
    'orgs:add',
    { name: 'Beta', url: 'https://beta.example.com', prefix: '/api' },
    sender,
  );
  const orgId = (added as { ok: true; value: { id: string } }).value.id;
  const huge = JSON.stringify({ orgId, payload: 'x'.repeat(64 * 1024 * 1024 + 10) });
  expect(await core.router.dispatch('cache:write', huge, sender)).toMatchObject({
    ok: false,
    error: { code: 'INVALID_PAYLOAD' },
  });
});

it('reads the start-up cache of the org the window opens on: ?org=, then its last choice, then the most recent', async () => {
  const add = async (name: string) => {
    const added = await core.router.dispatch(
      'orgs:add',
      { name, url: `https://${name.toLowerCase()}.example.com`, prefix: '/api' },
      sender,
    );
    return (added as { ok: true; value: { id: string } }).value.id;
  };
  const a = await add('Alpha');
  const b = await add('Bravo');
  await core.router.dispatch('cache:write', { orgId: a, payload: 'alpha data' }, sender);
  await core.router.dispatch('cache:write', { orgId: b, payload: 'bravo data' }, sender);
  await core.router.dispatch('orgs:update', { id: b, patch: { used: true } }, sender);

  const initial = (search: string, remembered: string | null) =>
    core.router.dispatch('cache:readInitial', { search, remembered }, sender);
  expect(await initial(`?org=${a}`, b)).toMatchObject({
    ok: true,
    value: { orgId: a, read: { status: 'hit', payload: 'alpha data' } },
  });
  expect(await initial('', a)).toMatchObject({
    ok: true,
    value: { orgId: a, read: { payload: 'alpha data' } },
  });
  expect(await initial('?org=gone', 'gone')).toMatchObject({
    ok: true,
    value: { orgId: b, read: { payload: 'bravo data' } },
  });
  // A garbage "last choice" is refused by the channel's schema, not passed on.
  expect(await initial('', 'x'.repeat(300))).toMatchObject({
    ok: false,
    error: { code: 'INVALID_PAYLOAD' },
  });
});
