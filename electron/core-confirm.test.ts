// createCore hands its Confirmer to the org services (issue 39 items 3, 4): through the IPC router
// the renderer uses, a hidden-org change waits for it, a failing dialog counts as no, and a core
// given none refuses.
import { afterEach, expect, it } from 'vitest';
import type { Confirmer } from './app/confirm.ts';
import type { Core } from './core.ts';
import { openCoreFixture, type CoreFixture } from './testing/core-fixture.ts';

const sender = { url: 'app://console/', isTopFrame: true };
const opened: CoreFixture[] = [];

function coreWith(confirm: Confirmer | undefined): Core {
  const fixture = openCoreFixture(confirm ? { confirm } : {});
  opened.push(fixture);
  return fixture.core;
}
afterEach(async () => {
  for (const fixture of opened.splice(0)) await fixture.close();
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
