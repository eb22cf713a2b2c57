import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDatabase } from '../db/open-database.ts';
import { openSandboxDatabase } from '../db/open-database.ts';
import { createPrng } from '../seed/prng.ts';
import { startTicker } from './ticker.ts';

describe('ticker', () => {
  let sandbox: SandboxDatabase;
  const seededAt = new Date();
  let clock = seededAt.getTime();
  const now = () => new Date(clock);

  beforeAll(async () => {
    sandbox = await openSandboxDatabase({ seed: 4, now: () => seededAt });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const scalar = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
    const { rows } = await sandbox.db.query<{ v: T }>(sql, params);
    return rows[0]?.v as T;
  };

  it('runs due checks, advances playbook runs and keeps all agents but one fresh', async () => {
    const { db } = sandbox;
    const ticker = startTicker(db, { intervalMs: 0, now, random: createPrng('ticker-test').next });
    const statusesBefore = await scalar<number>('SELECT count(*)::int AS v FROM check_statuses');
    const inFlight = await db.query<{ id: string; status: string }>(
      `SELECT id, status FROM playbook_runs WHERE status IN ('scheduled', 'pending', 'running') ORDER BY id`,
    );
    expect(inFlight.rows.length).toBeGreaterThanOrEqual(3);
    const offline = await scalar<string>(
      `SELECT value AS v FROM sandbox_meta WHERE key = 'offline_agent_id'`,
    );
    const offlineSeenBefore = await scalar<Date>(
      'SELECT last_seen AS v FROM agents WHERE id = $1',
      [offline],
    );

    for (let i = 0; i < 12; i++) {
      clock += 5 * 60_000;
      await ticker.tickOnce();
    }
    await ticker.stop();

    const statusesAfter = await scalar<number>('SELECT count(*)::int AS v FROM check_statuses');
    expect(statusesAfter).toBeGreaterThan(statusesBefore + 300);
    const newest = await scalar<Date>('SELECT max(time) AS v FROM check_statuses');
    expect(newest.getTime()).toBe(clock);
    // Every live check due in that hour ran (intervals are at most 10 minutes, but for the
    // seed's 6-hourly restore drill, due later).
    const stale = await scalar<number>(
      `SELECT count(*)::int AS v FROM checks
       WHERE deleted_at IS NULL AND last_runtime <= $1 AND next_runtime <= $2`,
      [seededAt.toISOString(), new Date(clock).toISOString()],
    );
    expect(stale).toBe(0);
    // Summaries follow the new statuses.
    const mismatched = await scalar<number>(
      `SELECT count(*)::int AS v FROM check_status_summary s
       WHERE s.passed + s.failed <> (SELECT count(*) FROM check_statuses cs WHERE cs.check_id = s.check_id)`,
    );
    expect(mismatched).toBe(0);
    // Health flips happen; check status and newest status agree.
    const transitions = await scalar<number>(
      'SELECT count(*)::int AS v FROM checks WHERE last_transition_time > $1',
      [seededAt.toISOString()],
    );
    expect(transitions).toBeGreaterThan(0);
    const disagreeing = await scalar<number>(
      `SELECT count(*)::int AS v FROM checks c JOIN LATERAL (
         SELECT status FROM check_statuses s WHERE s.check_id = c.id ORDER BY time DESC LIMIT 1) last ON true
       WHERE (c.status = 'healthy') <> last.status`,
    );
    expect(disagreeing).toBe(0);

    const runs = await db.query<{ status: string; end_time: Date | null; actions: string[] }>(
      `SELECT r.status, r.end_time, array_agg(a.status ORDER BY a.scheduled_time) AS actions
       FROM playbook_runs r JOIN playbook_run_actions a ON a.playbook_run_id = r.id
       WHERE r.id = ANY($1::uuid[]) GROUP BY r.id, r.status, r.end_time`,
      [inFlight.rows.map((r) => r.id)],
    );
    expect(runs.rows).toHaveLength(inFlight.rows.length);
    for (const run of runs.rows) {
      expect(['completed', 'failed']).toContain(run.status);
      expect(run.end_time).not.toBeNull();
      if (run.status === 'completed')
        expect(run.actions.every((s) => s === 'completed')).toBe(true);
      else expect(run.actions).toContain('failed');
    }

    const fresh = await db.query<{ id: string; last_seen: Date }>(
      'SELECT id, last_seen FROM agents WHERE deleted_at IS NULL',
    );
    for (const agent of fresh.rows) {
      if (agent.id === offline) expect(agent.last_seen).toEqual(offlineSeenBefore);
      else expect(agent.last_seen.getTime()).toBe(clock);
    }
  });

  it('ticks on its own timer until stopped', async () => {
    const { db } = sandbox;
    clock += 60 * 60_000;
    const before = await scalar<number>('SELECT count(*)::int AS v FROM check_statuses');
    const ticker = startTicker(db, { intervalMs: 20, now });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await ticker.stop();
    const after = await scalar<number>('SELECT count(*)::int AS v FROM check_statuses');
    expect(after).toBeGreaterThan(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await scalar<number>('SELECT count(*)::int AS v FROM check_statuses')).toBe(after);
  });

  it('starts runs created later, building their actions from the playbook spec', async () => {
    const { db } = sandbox;
    const ticker = startTicker(db, { intervalMs: 0, now, random: () => 0.99 });
    const created = await db.query<{ id: string }>(
      `INSERT INTO playbook_runs (playbook_id, status, scheduled_time)
       SELECT id, 'scheduled', $1 FROM playbooks WHERE name = 'restart-deployment' RETURNING id`,
      [now().toISOString()],
    );
    const runId = created.rows[0]?.id;
    const states: string[] = [];
    for (let i = 0; i < 4; i++) {
      clock += 1000;
      await ticker.tickOnce();
      states.push(
        await scalar<string>('SELECT status AS v FROM playbook_runs WHERE id = $1', [runId]),
      );
    }
    await ticker.stop();
    expect(states).toEqual(['running', 'running', 'completed', 'completed']);
    const actions = await db.query<{ name: string; status: string }>(
      'SELECT name, status FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY scheduled_time',
      [runId],
    );
    expect(actions.rows).toEqual([
      { name: 'rollout-restart', status: 'completed' },
      { name: 'wait-for-rollout', status: 'completed' },
    ]);
  });
});
