import { describe, expect, it, vi } from 'vitest';
import { GATEWAY_ERROR_HEADER } from '../../preload/contract/gateway-error.ts';
import type { Org } from '../../preload/contract/orgs.ts';
import { createEventBus, type EventEnvelope } from '../events/event-bus.ts';
import type { IpcSender } from '../ipc/router.ts';
import { createCheckSource, mayCreateSilences } from './check-source.ts';
import { createHealthWatchService, type ShowNotification } from './health-watch-service.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

const org = (id: string, minutes?: 0 | 1 | 5 | 15): Org => ({
  id,
  kind: 'remote',
  name: id.toUpperCase(),
  baseUrl: 'https://mc.example.com',
  prefix: '/api',
  host: 'mc.example.com',
  environment: 'production',
  customLabel: null,
  colour: '#d13913',
  signInMethod: 'token',
  username: null,
  caBundle: null,
  proxy: null,
  hidden: false,
  createdAt: '2026-01-01T00:00:00Z',
  lastUsedAt: null,
  healthWatchMinutes: minutes,
});
const sender: IpcSender = { url: 'app://console/', isTopFrame: true };

describe('check source', () => {
  it('reads id, name and status of the live checks through the gateway', async () => {
    const seen: { orgId: string; url: string; fetchHeader: string | null }[] = [];
    const source = createCheckSource((orgId, request) => {
      seen.push({ orgId, url: request.url, fetchHeader: request.headers.get('x-mcd-request') });
      return Promise.resolve(
        json([
          { id: 'a', name: 'api', status: 'healthy' },
          { id: 'b', name: '', status: 'unhealthy' },
          { id: 'c', name: 'db', status: null },
          { name: 'no id' },
        ]),
      );
    });
    await expect(source.fetchChecks('acme')).resolves.toEqual({
      kind: 'ok',
      checks: [
        { id: 'a', name: 'api', health: 'healthy' },
        { id: 'b', name: 'b', health: 'unhealthy' },
        { id: 'c', name: 'db', health: 'unknown' },
      ],
    });
    const url = new URL(seen[0]?.url ?? '');
    expect(seen[0]?.orgId).toBe('acme');
    expect(seen[0]?.fetchHeader).toBe('fetch');
    expect(url.pathname).toBe('/org/acme/api/db/checks');
    expect(url.searchParams.get('select')).toBe('id,name,status');
    expect(url.searchParams.get('deleted_at')).toBe('is.null');
  });

  it('tells a signed-out organisation from one that cannot be reached', async () => {
    const error = (kind: string, status: number) =>
      json({ kind, message: `${kind}!`, orgId: 'acme', status: null, tls: null }, status, {
        [GATEWAY_ERROR_HEADER]: kind,
      });
    await expect(
      createCheckSource(() => Promise.resolve(error('needs-sign-in', 401))).fetchChecks('acme'),
    ).resolves.toEqual({ kind: 'signed-out' });
    await expect(
      createCheckSource(() => Promise.resolve(error('unreachable', 502))).fetchChecks('acme'),
    ).resolves.toEqual({ kind: 'offline', message: 'unreachable!' });
    await expect(
      createCheckSource(() => Promise.resolve(json({ message: 'oops' }, 500))).fetchChecks('acme'),
    ).resolves.toEqual({ kind: 'offline', message: 'The checks could not be read (HTTP 500).' });
  });
});

describe('check source: Silence 1 h', () => {
  // Issue 32, 19: the window says 'The silence was not created: …'; main's error carried the same
  // sentence, so the toast said it twice. Main gives the backend's reason only.
  it("fails with the backend's reason, not a sentence the window says again", async () => {
    const source = createCheckSource(() =>
      Promise.resolve(json({ error: 'check c1 not found' }, 404)),
    );
    const failure = source.silenceCheck('acme', 'c1', new Date('2026-11-26T07:00:00Z'));
    await expect(failure).rejects.toThrow(/^check c1 not found$/);
    const empty = createCheckSource(() => Promise.resolve(new Response('', { status: 500 })));
    await expect(empty.silenceCheck('acme', 'c1', new Date())).rejects.toThrow(/^HTTP 500$/);
  });
});

describe('health watch service', () => {
  function setup(options: { show?: ShowNotification; roles?: string[] } = {}) {
    const requests: { orgId: string; method: string; path: string; body: unknown }[] = [];
    const events = createEventBus({ epoch: 'e' });
    const got: EventEnvelope[] = [];
    events.subscribe({ orgId: 'acme', deliver: (envelope) => got.push(envelope) });
    const orgs = [org('acme', 1), org('globex')];
    const backend = { status: 'healthy' };
    const service = createHealthWatchService({
      listOrgs: () => orgs,
      gateway: async (orgId, request) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/auth/whoami'))
          return json({ payload: { roles: options.roles ?? ['admin'], permissions: [] } });
        requests.push({
          orgId,
          method: request.method,
          path: url.pathname,
          body: request.method === 'POST' ? await request.json() : null,
        });
        return request.method === 'POST'
          ? new Response(null, { status: 200 })
          : json([{ id: 'c1', name: 'api', status: backend.status }]);
      },
      events,
      show: options.show,
      clock: {
        now: () => Date.parse('2026-11-26T07:00:00Z'),
        setTimeout: () => 0,
        clearTimeout: () => undefined,
      },
    });
    return { service, requests, got, orgs, events, backend };
  }

  it("'Silence 1 h' creates the check's silence and tells the organisation's windows", async () => {
    const t = setup();
    await expect(
      t.service.handlers['healthWatch:silence']({ orgId: 'acme', checkId: 'c1' }, sender),
    ).resolves.toEqual({ silenced: true, until: '2026-11-26T08:00:00.000Z' });
    expect(t.requests).toEqual([
      {
        orgId: 'acme',
        method: 'POST',
        path: '/org/acme/api/notification/silence',
        body: expect.objectContaining({
          check_id: 'c1',
          from: 'now',
          until: 'now+1h',
          recursive: false,
        }) as unknown,
      },
    ]);
    expect(t.got.map((e) => e.name)).toEqual(['silences:changed']);
  });

  it('only watches organisations with an interval, and follows an interval set over IPC', async () => {
    const t = setup();
    await expect(
      t.service.handlers['healthWatch:pollNow']({ orgId: 'globex' }, sender),
    ).resolves.toEqual({ polled: false, baseline: false, notified: 0 });
    await expect(
      t.service.handlers['healthWatch:pollNow']({ orgId: 'acme' }, sender),
    ).resolves.toMatchObject({ polled: true });
    const handlers = t.service.follow({
      'orgs:update': () => {
        t.orgs[1] = org('globex', 5);
        return Promise.resolve(t.orgs[1]);
      },
    } as never);
    await handlers['orgs:update']({ id: 'globex', patch: { healthWatchMinutes: 5 } }, sender);
    await expect(
      t.service.handlers['healthWatch:pollNow']({ orgId: 'globex' }, sender),
    ).resolves.toMatchObject({ polled: true });
  });

  it('publishes notifications for the page in browser mode, shows them natively in Electron', async () => {
    const browser = setup();
    const all: EventEnvelope[] = [];
    browser.events.subscribe({ orgId: null, deliver: (envelope) => all.push(envelope) });
    const shown: { title: string; canSilence: boolean }[] = [];
    let silence: (() => void) | null = null;
    const electron = setup({
      show: (n, actions) => {
        shown.push({ title: n.title, canSilence: actions.silence !== null });
        silence = actions.silence;
      },
    });
    for (const t of [browser, electron]) {
      await t.service.watch.pollNow('acme'); // the baseline
      t.backend.status = 'unhealthy';
      await expect(t.service.watch.pollNow('acme')).resolves.toEqual({
        polled: true,
        baseline: false,
        notified: 1,
      });
    }
    expect(all.filter((e) => e.name === 'health:notification').map((e) => e.payload)).toEqual([
      expect.objectContaining({
        orgId: 'acme',
        title: 'api is unhealthy',
        checkId: 'c1',
        canSilence: true,
      }),
    ]);
    expect(shown).toEqual([{ title: 'api is unhealthy', canSilence: true }]);
    expect(electron.got.map((e) => e.name)).toEqual([]);
    (silence as (() => void) | null)?.();
    await vi.waitFor(() => expect(electron.got.map((e) => e.name)).toEqual(['silences:changed']));
    expect(electron.requests.at(-1)).toMatchObject({ method: 'POST', body: { check_id: 'c1' } });
  });

  it('offers no Silence 1 h to those who may not create silences (a viewer, a responder)', async () => {
    for (const roles of [['viewer'], ['responder'], []]) {
      const browser = setup({ roles });
      const all: EventEnvelope[] = [];
      browser.events.subscribe({ orgId: null, deliver: (envelope) => all.push(envelope) });
      const shown: boolean[] = [];
      const electron = setup({
        roles,
        show: (_n, actions) => shown.push(actions.silence !== null),
      });
      for (const t of [browser, electron]) {
        await t.service.watch.pollNow('acme');
        t.backend.status = 'unhealthy';
        await t.service.watch.pollNow('acme');
      }
      expect(all.filter((e) => e.name === 'health:notification').map((e) => e.payload)).toEqual([
        expect.objectContaining({ checkId: 'c1', canSilence: false }),
      ]);
      expect(shown).toEqual([false]);
    }
  });

  it('reads write on notifications from whoami: roles, grants and denies', () => {
    const who = (roles: string[], permissions: object[] = []) => ({
      payload: { roles, permissions },
    });
    expect(mayCreateSilences(who(['editor']))).toBe(true);
    expect(mayCreateSilences(who(['admin']))).toBe(true);
    expect(mayCreateSilences(who(['viewer'], [{ object: 'notification', action: 'read' }]))).toBe(
      false,
    );
    expect(mayCreateSilences(who(['viewer'], [{ object: 'notification', action: 'create' }]))).toBe(
      true,
    );
    expect(
      mayCreateSilences(who(['editor'], [{ object: 'notification', action: '*', deny: true }])),
    ).toBe(false);
    expect(mayCreateSilences(null)).toBe(false);
  });
});

describe('health watch service: new items', () => {
  it('passes each new item to the rules with its kind, and publishes the shown ones with it', async () => {
    const events = createEventBus({ epoch: 'e' });
    const published: EventEnvelope[] = [];
    events.subscribe({ orgId: null, deliver: (envelope) => published.push(envelope) });
    const failed: object[] = [];
    const recorded: { id: string; kind: string; severity: string | null }[] = [];
    const service = createHealthWatchService({
      listOrgs: () => [org('acme', 1)],
      gateway: (_orgId, request) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/auth/whoami')) return Promise.resolve(json({ payload: {} }));
        const isFailed =
          url.pathname.endsWith('/db/playbook_runs') &&
          url.searchParams.get('status') === 'eq.failed';
        return Promise.resolve(json(isFailed ? failed : []));
      },
      events,
      // Runs notify; anything else would be dropped by these rules.
      record: (notification, kind, severity) => {
        recorded.push({ id: notification.id, kind, severity });
        return kind === 'playbookFailed' ? 'show' : 'drop';
      },
    });
    try {
      await service.watch.pollNow('acme'); // the baseline
      failed.push({ id: 'r1', status: 'failed', playbooks: { name: 'restart' } });
      await service.watch.pollNow('acme');
      await service.watch.pollNow('acme');
      expect(recorded).toEqual([
        { id: 'acme:playbookFailed:r1', kind: 'playbookFailed', severity: null },
      ]);
      expect(
        published.filter((e) => e.name === 'health:notification').map((e) => e.payload),
      ).toEqual([
        expect.objectContaining({
          id: 'acme:playbookFailed:r1',
          kind: 'playbookFailed',
          route: '/playbooks/runs/r1',
          checkId: null,
          canSilence: false,
        }),
      ]);
    } finally {
      service.close();
    }
  });
});
