// The notification service endpoints (reference §4.8 N6, N9) against the real seeded sandbox (in
// memory, small scale) over HTTP: one send's detail, and adding a silence with its validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows, type Reply } from './helpers.ts';

let sandbox: RunningSandbox;
let call: (path: string, init?: Parameters<ReturnType<typeof client>>[1]) => Promise<Reply>;

const silence = (body: unknown, authorization?: string) =>
  call('/api/notification/silence', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
    },
  });

async function scalar<T>(sql: string, params: unknown[] = []): Promise<T> {
  const result = await sandbox.db.query<{ v: T }>(sql, params);
  return result.rows[0]?.v as T;
}

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

describe('N6 GET /notification/send_history/{id}', () => {
  it('answers one send with its resource, notBefore in camel case; 400 and 404 otherwise', async () => {
    const id = await scalar<string>(
      `SELECT id AS v FROM notification_send_history WHERE status = 'error' LIMIT 1`,
    );
    const reply = await call(`/api/notification/send_history/${id}`);
    expect(reply.status, reply.text.slice(0, 300)).toBe(200);
    const body = reply.json as Record<string, unknown>;
    expect(body.id).toBe(id);
    expect(body.status).toBe('error');
    expect(typeof body.error).toBe('string');
    expect(body).toHaveProperty('notBefore');
    expect(body).not.toHaveProperty('not_before');
    expect(body.resource).toMatchObject({ id: body.resource_id });
    expect((await call('/api/notification/send_history/nope')).status).toBe(400);
    expect(
      (await call('/api/notification/send_history/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('N9 POST /notification/silence', () => {
  it('stores a silence on a check with datemath converted, source UI, and answers 200 empty', async () => {
    const check = await scalar<string>(`SELECT id AS v FROM checks LIMIT 1`);
    const before = Date.now();
    const reply = await silence({
      name: 'it-silence',
      description: 'deploying',
      check_id: check,
      recursive: true,
      from: 'now',
      until: 'now+2h',
      source: 'KubernetesCRD',
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.text).toBe('');
    const stored = rows(
      await call(
        '/api/db/notification_silences?name=eq.it-silence&select=check_id,recursive,source,description,from,until,created_by',
      ),
    );
    expect(stored).toHaveLength(1);
    const row = stored[0]!;
    expect(row).toMatchObject({
      check_id: check,
      recursive: true,
      source: 'UI',
      description: 'deploying',
    });
    expect(row.created_by).toBeTruthy();
    const from = Date.parse(String(row.from));
    const until = Date.parse(String(row.until));
    expect(from).toBeGreaterThanOrEqual(before - 1000);
    expect(until - from).toBeGreaterThan(2 * 3_600_000 - 5000);
    expect(until - from).toBeLessThan(2 * 3_600_000 + 5000);
  });

  it('rejects a silence without a resource, bad ids, bad times and until before from', async () => {
    const missing = await silence({ name: 'x', recursive: false });
    expect(missing.status).toBe(400);
    expect((missing.json as { error: string }).error).toMatch(/at least one of/);
    expect((await silence({ check_id: 'nope' })).status).toBe(400);
    const check = await scalar<string>(`SELECT id AS v FROM checks LIMIT 1`);
    const badTime = await silence({ check_id: check, until: 'tomorrow' });
    expect(badTime.status).toBe(400);
    expect((badTime.json as { error: string }).error).toMatch(/invalid until/);
    const backwards = await silence({ check_id: check, from: 'now', until: 'now-1h' });
    expect(backwards.status).toBe(400);
    const unknown = await silence({ config_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect((unknown.json as { error: string }).error).toMatch(/not found/);
  });

  it('needs notification:create (a viewer is refused)', async () => {
    const viewer = `Basic ${Buffer.from('viewer@sandbox.local:sandbox').toString('base64')}`;
    const check = await scalar<string>(`SELECT id AS v FROM checks LIMIT 1`);
    expect((await silence({ check_id: check }, viewer)).status).toBe(403);
  });
});
