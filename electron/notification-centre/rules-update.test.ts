// orgs:update carrying notification rules, through the IPC router the renderer (and the e2e
// spec) uses, while the health watch polls that organisation: every call answers — a result or a
// specific refusal — and the watch follows the interval (0: stopped). The e2e spec restores the
// rules exactly this way (quiet hours null, interval 0) in its `finally`.
import { afterEach, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_RULES } from '../../preload/contract/notification-rules.ts';
import type { Core } from '../core.ts';
import { openCoreFixture, type CoreFixture } from '../testing/core-fixture.ts';

const sender = { url: 'app://console/', isTopFrame: true };
const opened: CoreFixture[] = [];
afterEach(async () => {
  for (const fixture of opened.splice(0)) await fixture.close();
});

async function watchedOrg(): Promise<{ core: Core; id: string }> {
  const fixture = openCoreFixture();
  opened.push(fixture);
  const { core } = fixture;
  const added = await core.router.dispatch(
    'orgs:add',
    { name: 'Acme', url: 'https://acme.example.com', prefix: '/api' },
    sender,
  );
  const id = (added as { ok: true; value: { id: string } }).value.id;
  const update = (patch: unknown) => core.router.dispatch('orgs:update', { id, patch }, sender);
  expect(await update({ healthWatchMinutes: 1 })).toMatchObject({ ok: true });
  return { core, id };
}

/** The call's answer, or 'no answer' when it does not settle within `ms`. */
async function settled<T>(call: Promise<T>, ms = 5000): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

const quiet = { ...DEFAULT_NOTIFICATION_RULES, quietHours: { from: '22:00', to: '07:00' } };

it('answers every rules update of a watched organisation, the last one stopping the watch', async () => {
  const { core, id } = await watchedOrg();
  const update = (patch: unknown) =>
    settled(core.router.dispatch('orgs:update', { id, patch }, sender));
  // A poll in flight (this stand-in backend has no checks): the updates do not wait for it.
  const poll = core.healthWatch.watch.pollNow(id);

  expect(await update({ notificationRules: quiet })).toMatchObject({
    ok: true,
    value: { notificationRules: quiet },
  });
  expect(await update({ healthWatchMinutes: 0 })).toMatchObject({ ok: true });
  expect(
    await update({ healthWatchMinutes: 0, notificationRules: DEFAULT_NOTIFICATION_RULES }),
  ).toMatchObject({
    ok: true,
    value: { healthWatchMinutes: 0, notificationRules: { quietHours: null } },
  });
  expect(core.healthWatch.watch.snapshot()).toEqual([]);
  expect(await settled(poll)).not.toBe('no answer');
});

it('refuses malformed rules with the field at fault, and keeps the stored ones', async () => {
  const { core, id } = await watchedOrg();
  const update = (patch: unknown) =>
    settled(core.router.dispatch('orgs:update', { id, patch }, sender));
  expect(await update({ notificationRules: quiet })).toMatchObject({ ok: true });
  const refused = await update({
    notificationRules: { ...quiet, quietHours: { from: '25:00', to: '07:00' } },
  });
  expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
  expect(JSON.stringify(refused)).toContain('patch.notificationRules.quietHours.from');
  expect(await update({ notificationRules: { ...quiet, severityFloor: 'urgent' } })).toMatchObject({
    ok: false,
    error: { code: 'INVALID_PAYLOAD' },
  });
  const list = await core.router.dispatch('orgs:list', {}, sender);
  expect(list).toMatchObject({ ok: true, value: { orgs: [{ id, notificationRules: quiet }] } });
});
