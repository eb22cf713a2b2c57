// createCore hands its Confirmer to the org services (issue 39 items 3, 4): through the IPC router
// the renderer uses, a hidden-org change waits for it, a failing dialog counts as no, and a core
// given none refuses.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Confirmer } from './app/confirm.ts';
import { createCore, type Core } from './core.ts';
import { memoryKeytar } from './secrets/testing/memory-keytar.ts';

const sender = { url: 'app://console/', isTopFrame: true };
const opened: { core: Core; dir: string }[] = [];

function coreWith(confirm: Confirmer | undefined): Core {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-core-confirm-'));
  const core = createCore({
    userDataDir: dir,
    appInfo: {
      name: 'Mission Control',
      version: '9.9.9',
      mode: 'browser',
      platform: 'linux',
      arch: 'x64',
      versions: { node: '22', electron: null, chrome: null },
    },
    isTrustedSender: () => true,
    openExternal: () => Promise.resolve(),
    ...(confirm ? { confirm } : {}),
    orgs: {
      keytar: memoryKeytar().keytar,
      transport: () =>
        Promise.resolve(
          new Response('{"Version":"v1"}', { headers: { 'content-type': 'application/json' } }),
        ),
    },
  });
  opened.push({ core, dir });
  return core;
}
afterEach(async () => {
  for (const { core, dir } of opened.splice(0)) {
    await core.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function hideNewOrg(core: Core) {
  const added = await core.router.dispatch(
    'orgs:add',
    { name: 'Acme', url: 'https://acme.example.com', prefix: '/api' },
    sender,
  );
  const id = (added as { ok: true; value: { id: string } }).value.id;
  return core.router.dispatch('orgs:update', { id, patch: { hidden: true } }, sender);
}

it('asks the injected confirmer and goes ahead on yes', async () => {
  const asked: string[] = [];
  const core = coreWith((request) => {
    asked.push(request.message);
    return Promise.resolve(true);
  });
  expect(await hideNewOrg(core)).toMatchObject({ ok: true, value: { hidden: true } });
  expect(asked).toEqual(['Hide Acme (acme.example.com) from the switcher?']);
});

it('a confirmer that fails, or none at all, is a refusal the renderer can show', async () => {
  for (const core of [coreWith(() => Promise.reject(new Error('no display'))), coreWith(undefined)])
    expect(await hideNewOrg(core)).toEqual({
      ok: false,
      error: {
        code: 'NOT_CONFIRMED',
        message: 'The organisation was not hidden: the confirmation was declined.',
      },
    });
});
