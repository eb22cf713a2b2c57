// POST /logs (L3, reference §4.5) against the real seeded sandbox over HTTP: apm-hub's answer
// shape, the error texts of mission-control, filters, paging, determinism and volume.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, type Reply } from './helpers.ts';

interface LogLine {
  id: string;
  timestamp: string;
  message: string;
  labels: Record<string, string>;
}
interface LogAnswer {
  total?: number;
  results?: LogLine[];
  nextPage?: string;
}

let sandbox: RunningSandbox;
let call: ReturnType<typeof client>;
let app: string;
let node: string;
let store: string;

const search = async (body: Record<string, unknown>, authorization?: string): Promise<Reply> =>
  call('/api/logs', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
    },
  });

async function logs(body: Record<string, unknown>): Promise<LogAnswer> {
  const reply = await search(body);
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  return reply.json as LogAnswer;
}

const componentWith = async (where: string) =>
  (
    await sandbox.db.query<{ id: string }>(
      `SELECT id FROM components WHERE ${where} ORDER BY name LIMIT 1`,
    )
  ).rows[0]?.id ?? '';

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
  app = await componentWith(`type = 'Application' AND log_selectors IS NOT NULL`);
  node = await componentWith(`type = 'KubernetesNode' AND log_selectors IS NOT NULL`);
  store = await componentWith(`name = 'Online Store'`);
});
afterAll(async () => sandbox.close());

describe('POST /logs', () => {
  it("answers apm-hub's shape, oldest first, inside the default last hour", async () => {
    const before = Date.now();
    const answer = await logs({ id: app, name: 'kubernetes' });
    const results = answer.results ?? [];
    expect(results.length).toBeGreaterThan(0);
    expect(answer.total).toBe(results.length);
    expect(answer.nextPage).toBeUndefined();
    const times = results.map((r) => Date.parse(r.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const r of results) {
      expect(r.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect(Date.parse(r.timestamp)).toBeGreaterThanOrEqual(before - 3_600_000 - 1_000);
      expect(Date.parse(r.timestamp)).toBeLessThanOrEqual(Date.now());
      expect(r.id).toEqual(expect.any(String));
      expect(r.message.length).toBeGreaterThan(0);
      expect(['debug', 'info', 'warn', 'error']).toContain(r.labels.level);
      expect(r.labels.pod).toEqual(expect.any(String));
      expect(r.labels.container).toEqual(expect.any(String));
    }
  });

  it('gives the same lines for the same window', async () => {
    const end = new Date(Date.now() - 3_600_000).toISOString();
    const start = new Date(Date.now() - 6 * 3_600_000).toISOString();
    const a = await logs({ id: app, name: 'kubernetes', start, end });
    const b = await logs({ id: app, name: 'kubernetes', start, end });
    expect(a.results?.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    for (const r of a.results ?? []) {
      expect(Date.parse(r.timestamp)).toBeGreaterThanOrEqual(Date.parse(start));
      expect(Date.parse(r.timestamp)).toBeLessThanOrEqual(Date.parse(end));
    }
  });

  it('keeps thousands of lines a week per selector, and shows lines for the last 15 minutes', async () => {
    expect((await logs({ id: app, start: '7d', limit: 1 })).total).toBeGreaterThan(1_000);
    expect((await logs({ id: app, start: '15m' })).total).toBeGreaterThan(0);
  });

  it('returns the newest `limit` lines and pages back to older ones', async () => {
    const first = await logs({ id: app, start: '7d', limit: 5 });
    expect(first.results).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    expect(first.nextPage).toEqual(expect.any(String));
    const next = await logs({ id: app, start: '7d', limit: 5, page: first.nextPage });
    expect(next.results).toHaveLength(5);
    const oldestFirst = Date.parse(first.results?.[0]?.timestamp ?? '');
    for (const r of next.results ?? []) expect(Date.parse(r.timestamp)).toBeLessThan(oldestFirst);
  });

  it('filters by a case-insensitive query and by labels', async () => {
    const all = await logs({ id: app, start: '7d', limit: 1 });
    const errors = await logs({ id: app, start: '7d', limit: 200, query: 'ERROR' });
    expect(errors.results?.length).toBeGreaterThan(0);
    expect(errors.total).toBeLessThan(all.total ?? 0);
    for (const r of errors.results ?? []) expect(r.message.toLowerCase()).toContain('error');
    const warnings = await logs({ id: app, start: '7d', limit: 200, labels: { level: 'warn' } });
    expect(warnings.results?.length).toBeGreaterThan(0);
    for (const r of warnings.results ?? []) expect(r.labels.level).toBe('warn');
    // Nothing matches: Go's omitempty leaves total and results out.
    expect(await logs({ id: app, start: '7d', query: 'no line says this' })).toEqual({});
  });

  it('picks the first selector when no name is given', async () => {
    const named = await logs({ id: node, name: 'kubelet', start: '2h', end: '1h' });
    const unnamed = await logs({ id: node, start: '2h', end: '1h' });
    expect(unnamed).toEqual(named);
    const containerd = await logs({ id: node, name: 'containerd', start: '2h', end: '1h' });
    expect(containerd.results?.[0]?.message).not.toEqual(named.results?.[0]?.message);
  });

  it('answers 100,000 lines of the heavy stream in one call', async () => {
    const answer = await logs({ id: store, name: 'ingress', start: '7d', limit: 100_000 });
    expect(answer.results).toHaveLength(100_000);
    expect(answer.total).toBeGreaterThanOrEqual(100_000);
  });

  it("answers mission-control's errors", async () => {
    const missingId = await search({ name: 'kubernetes' });
    expect(missingId.status).toBe(400);
    expect(missingId.json).toEqual({ error: 'component ID is required' });
    const unknownName = await search({ id: node, name: 'syslog' });
    expect(unknownName.status).toBe(404);
    expect(unknownName.json).toEqual({
      error:
        "log selector with the name 'syslog' was not found. Available names: [kubelet, containerd]",
    });
    const unknownComponent = await search({ id: '00000000-0000-4000-8000-000000000000' });
    expect(unknownComponent.status).toBe(404);
    expect((await search({ id: app, start: 'yesterday-ish' })).status).toBe(400);
    expect((await call('/api/logs', { method: 'POST', body: '[1]' })).status).toBe(400);
  });

  it('is read by every role (spec 1 §6: a viewer reads all but rbac, identities, connections)', async () => {
    const viewer = `Basic ${Buffer.from('viewer@sandbox.local:sandbox').toString('base64')}`;
    expect((await search({ id: app }, viewer)).status).toBe(200);
  });
});
