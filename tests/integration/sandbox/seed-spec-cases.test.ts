// What the specs describe that random seed data may never produce (issue 32, acceptance): each
// one is in the seeded Sandbox, read as the console reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../electron/sandbox/server.ts';
import { startSeededSandbox } from '../../../electron/sandbox/test-support/seeded-sandbox.ts';
import { client, rows } from './helpers.ts';

let sandbox: RunningSandbox;
let call: ReturnType<typeof client>;
const HOUR = 3_600_000;

beforeAll(async () => {
  sandbox = await startSeededSandbox();
  call = client(sandbox);
});
afterAll(async () => sandbox.close());

const db = async (query: string) => rows(await call(`/api/db/${query}`));

describe('the seed exercises the spec', () => {
  it('has a deleted catalog item with its Deleted change', async () => {
    const [pod] = await db('config_items?select=id,deleted_at&deleted_at=not.is.null&limit=1');
    expect(pod).toBeDefined();
    const changes = await db(`config_changes?select=change_type&config_id=eq.${String(pod!.id)}`);
    expect(changes).toContainEqual({ change_type: 'Deleted' });
    // Replaced by a newer replica: its replica set still runs another pod.
    const [gone] = await db(`config_items?select=parent_id&id=eq.${String(pod!.id)}`);
    const live = await db(
      `config_items?select=id&parent_id=eq.${String(gone!.parent_id)}&deleted_at=is.null&type=eq.Kubernetes::Pod`,
    );
    expect(live.length).toBeGreaterThan(0);
  });

  it('has a deleted check, and a check with an endpoint', async () => {
    expect(await db('checks?select=id&deleted_at=not.is.null&limit=1')).toHaveLength(1);
    const [check] = await db('checks?select=spec&deleted_at=is.null&limit=1');
    expect((check!.spec as { endpoint?: string }).endpoint).toMatch(/\S/);
  });

  it('has a live check last run hours ago, with no history after that run', async () => {
    const before = new Date(Date.now() - 2 * HOUR).toISOString();
    const [stale] = await db(
      `checks?select=id,last_runtime,next_runtime&deleted_at=is.null&last_runtime=lt.${encodeURIComponent(before)}&limit=1`,
    );
    expect(stale).toBeDefined();
    expect(Date.parse(String(stale!.next_runtime))).toBeGreaterThan(Date.now());
    const after = await db(
      `check_statuses?select=time&check_id=eq.${String(stale!.id)}&time=gt.${encodeURIComponent(String(stale!.last_runtime))}`,
    );
    expect(after).toHaveLength(0);
  });

  it('has a check whose labels run past the header overflow (more than 5)', async () => {
    const checks = await db('checks?select=labels&deleted_at=is.null');
    expect(checks.some((c) => Object.keys((c.labels as object | null) ?? {}).length > 5)).toBe(
      true,
    );
  });

  it('has a check with playbooks to run on it', async () => {
    const [check] = await db('checks?select=id&type=eq.http&deleted_at=is.null&limit=1');
    const listed = await call(`/api/playbook/list?check_id=${String(check!.id)}`);
    expect(listed.status).toBe(200);
    expect((listed.json as unknown[]).length).toBeGreaterThan(0);
  });

  it('has an incident without changelog', async () => {
    const incidents = await db('incidents?select=id,incident_histories(id)');
    expect(incidents.some((i) => (i.incident_histories as unknown[] | null)?.length === 0)).toBe(
      true,
    );
  });
});
