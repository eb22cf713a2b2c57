// The notification centre's new-item kinds (issue 36 item 2) against the real seeded Sandbox over
// HTTP: the health watch polls an organisation whose gateway is the Sandbox; after the baseline,
// a run waiting for approval (P6 on a playbook that asks for one), a failed run and a critical
// insight (both written through /db, as an agent would) are each recorded once, as their kind,
// opening the run or the insight's config item.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealthWatchService } from '../../../electron/health-watch/health-watch-service.ts';
import { createEventBus } from '../../../electron/events/event-bus.ts';
import type { Gateway } from '../../../electron/gateway/types.ts';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import type { HealthNotification } from '../../../preload/contract/health-watch.ts';
import type { NotificationKind, Severity } from '../../../preload/contract/notification-rules.ts';
import type { Org } from '../../../preload/contract/orgs.ts';
import { client, rows, type Reply } from './helpers.ts';

let sandbox: RunningSandbox;
let call: (path: string, init?: Parameters<ReturnType<typeof client>>[1]) => Promise<Reply>;

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

const org: Org = {
  id: 'sbx',
  kind: 'remote',
  name: 'Sandbox B',
  baseUrl: 'http://127.0.0.1',
  prefix: '/api',
  host: '127.0.0.1',
  environment: 'development',
  customLabel: null,
  colour: '#2d72d2',
  signInMethod: 'token',
  username: null,
  caBundle: null,
  proxy: null,
  hidden: false,
  createdAt: '2026-01-01T00:00:00Z',
  lastUsedAt: null,
  healthWatchMinutes: 1,
};

/** The app's gateway, reduced to what it does for the Sandbox: `/org/<id>/…` to its address. */
const gateway: Gateway = async (_orgId, request) => {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/org\/[^/]+/, '') + url.search;
  const response = await fetch(`${sandbox.url}${path}`, {
    method: request.method,
    headers: { Authorization: `Bearer ${sandbox.adminToken}`, Accept: 'application/json' },
    body: request.method === 'GET' ? undefined : await request.text(),
  });
  return response;
};

interface Recorded {
  notification: HealthNotification;
  kind: NotificationKind;
  severity: Severity | null;
}

const post = (path: string, body: unknown) =>
  call(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
  });

describe('notification centre kinds on the Sandbox', () => {
  it('records a run waiting for approval, a failed run and a critical insight once each', async () => {
    const recorded: Recorded[] = [];
    const service = createHealthWatchService({
      listOrgs: () => [org],
      gateway,
      events: createEventBus({ epoch: 'it' }),
      // Recorded, not shown: nothing goes to a window in this test.
      record: (notification, kind, severity) => {
        recorded.push({ notification, kind, severity });
        return 'silent';
      },
    });
    try {
      const baseline = await service.watch.pollNow(org.id);
      expect(baseline.polled).toBe(true);
      const before = recorded.length;

      const [playbook] = rows(
        await call('/api/db/playbooks?name=eq.rollback-deployment&select=id,name,title'),
      );
      expect(playbook).toBeDefined();
      const asked = await post('/api/playbook/run', { id: playbook!.id });
      expect(asked.status, asked.text).toBe(201);
      const approvalId = (asked.json as { run_id: string }).run_id;

      const failedId = randomUUID();
      const failed = await post('/api/db/playbook_runs', {
        id: failedId,
        playbook_id: playbook!.id,
        status: 'failed',
        start_time: new Date().toISOString(),
        end_time: new Date().toISOString(),
        error: 'rollout-undo: exit status 1',
      });
      expect(failed.status, failed.text).toBe(201);

      const [config] = rows(
        await call('/api/db/config_items?select=id,name&deleted_at=is.null&limit=1'),
      );
      const insightId = randomUUID();
      const insight = await post('/api/db/config_analysis', {
        id: insightId,
        config_id: config!.id,
        analyzer: 'notification-centre-it',
        analysis_type: 'security',
        severity: 'critical',
        summary: 'Privileged container',
        status: 'open',
      });
      expect(insight.status, insight.text).toBe(201);
      // Not critical: not a notification.
      const high = await post('/api/db/config_analysis', {
        id: randomUUID(),
        config_id: config!.id,
        analyzer: 'notification-centre-it',
        severity: 'high',
        summary: 'Only high',
        status: 'open',
      });
      expect(high.status, high.text).toBe(201);

      expect((await service.watch.pollNow(org.id)).polled).toBe(true);
      const news = recorded.slice(before);
      const of = (id: string) => news.filter((r) => r.notification.id.endsWith(`:${id}`));

      expect(of(approvalId)).toEqual([
        {
          kind: 'approval',
          severity: null,
          notification: expect.objectContaining({
            id: `sbx:approval:${approvalId}`,
            orgId: 'sbx',
            kind: 'approval',
            title: 'Rollback Deployment',
            body: 'Run of Rollback Deployment waits for your approval in Sandbox B',
            route: `/playbooks/runs/${approvalId}`,
            checkId: null,
          }) as unknown,
        },
      ]);
      expect(of(failedId)).toEqual([
        {
          kind: 'playbookFailed',
          severity: null,
          notification: expect.objectContaining({
            title: 'Rollback Deployment',
            body: 'Run of Rollback Deployment failed in Sandbox B: rollout-undo: exit status 1',
            route: `/playbooks/runs/${failedId}`,
          }) as unknown,
        },
      ]);
      expect(of(insightId)).toEqual([
        {
          kind: 'insight',
          severity: 'critical',
          notification: expect.objectContaining({
            title: `${config!.name as string}: Privileged container`,
            body: 'New critical insight from notification-centre-it in Sandbox B',
            route: `/catalog/${config!.id as string}/insights`,
          }) as unknown,
        },
      ]);
      expect(news.some((r) => r.notification.title.includes('Only high'))).toBe(false);

      // Once: the next poll has nothing new of these.
      const after = recorded.length;
      await service.watch.pollNow(org.id);
      const again = recorded.slice(after).map((r) => r.notification.id);
      for (const id of [approvalId, failedId, insightId])
        expect(again.some((n) => n.endsWith(`:${id}`))).toBe(false);
    } finally {
      service.close();
    }
  });
});
