// The living world: on every tick, due checks run (append a status, sometimes flip health),
// playbook runs advance (scheduled/pending → running → completed/failed, action by action),
// agents report in (except the one seeded offline), and now and then a job is logged.
import type { TickerDb } from './ticker-db.ts';
import { sqlLiteral } from '../seed/bulk-insert.ts';
import { createPrng } from '../seed/prng.ts';
import { advancePlaybookRuns } from './advance-playbook-runs.ts';

export interface TickerOptions {
  /** Pause between ticks; 0 or less disables the timer (drive it with tickOnce). Default 5000. */
  intervalMs?: number;
  now?: () => Date;
  /** Uniform [0,1) source; defaults to a PRNG seeded from the clock. */
  random?: () => number;
}

export interface Ticker {
  stop(): Promise<void>;
  tickOnce(): Promise<void>;
}

const MAX_CHECKS_PER_TICK = 250;
const FLIP_TO_UNHEALTHY = 0.03;
const RECOVER = 0.35;
const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';

interface DueCheck {
  id: string;
  canary_id: string;
  status: string | null;
  interval: number;
}

async function runDueChecks(db: TickerDb, now: Date, random: () => number): Promise<number> {
  const due = await db.query<DueCheck>(
    `SELECT c.id, c.canary_id, c.status,
       CASE WHEN ca.spec->>'interval' ~ '^[0-9]+$' THEN GREATEST((ca.spec->>'interval')::int, 10) ELSE 60 END AS interval
     FROM checks c JOIN canaries ca ON ca.id = c.canary_id
     WHERE c.deleted_at IS NULL AND ca.deleted_at IS NULL AND (c.next_runtime IS NULL OR c.next_runtime <= $1)
     ORDER BY c.next_runtime NULLS FIRST LIMIT ${MAX_CHECKS_PER_TICK}`,
    [now.toISOString()],
  );
  if (due.rows.length === 0) return 0;
  const statuses: string[] = [];
  const updates: string[] = [];
  for (const check of due.rows) {
    const wasHealthy = check.status !== 'unhealthy';
    const healthy = wasHealthy ? random() >= FLIP_TO_UNHEALTHY : random() < RECOVER;
    const duration = healthy ? 20 + Math.floor(random() * 400) : 2000 + Math.floor(random() * 3000);
    const next = new Date(now.getTime() + check.interval * 1000);
    statuses.push(
      `(${sqlLiteral(check.id)}, ${sqlLiteral(now)}, ${sqlLiteral(now)}, ${healthy}, ${duration}, ` +
        `${healthy ? "'OK'" : 'NULL'}, ${healthy ? 'NULL' : "'context deadline exceeded'"}, false, false)`,
    );
    updates.push(
      `(${sqlLiteral(check.id)}::uuid, ${sqlLiteral(healthy ? 'healthy' : 'unhealthy')}, ${healthy !== wasHealthy}, ${sqlLiteral(next)}::timestamptz)`,
    );
  }
  const ts = sqlLiteral(now);
  await db.transaction(async (tx) => {
    await tx.exec(
      `INSERT INTO check_statuses (check_id, time, created_at, status, duration, message, error, invalid, is_pushed)
       VALUES ${statuses.join(',\n')} ON CONFLICT (check_id, time) DO NOTHING`,
    );
    await tx.exec(
      `UPDATE checks c SET status = v.status, last_runtime = ${ts}, next_runtime = v.next, updated_at = ${ts},
         last_transition_time = CASE WHEN v.changed THEN ${ts}::timestamptz ELSE c.last_transition_time END
       FROM (VALUES ${updates.join(',\n')}) AS v(id, status, changed, next) WHERE c.id = v.id;
       UPDATE checks_unlogged u SET status = v.status, last_runtime = ${ts}, next_runtime = v.next, updated_at = ${ts}
       FROM (VALUES ${updates.join(',\n')}) AS v(id, status, changed, next) WHERE u.check_id = v.id;`,
    );
    await tx.query('SELECT sandbox_refresh_check_status_summary($1::uuid[])', [
      due.rows.map((c) => c.id),
    ]);
  });
  return due.rows.length;
}

async function refreshAgents(db: TickerDb, now: Date): Promise<void> {
  await db.query(
    `UPDATE agents SET last_seen = $1, last_received = $1
     WHERE deleted_at IS NULL
       AND id IS DISTINCT FROM (SELECT value::uuid FROM sandbox_meta WHERE key = 'offline_agent_id' AND value <> '')`,
    [now.toISOString()],
  );
}

async function logJob(
  db: TickerDb,
  now: Date,
  checksRun: number,
  random: () => number,
): Promise<void> {
  const duration = 50 + Math.floor(random() * 2000);
  await db.query(
    `INSERT INTO job_history (agent_id, name, success_count, error_count, details, hostname, duration_millis,
       resource_type, resource_id, status, time_start, time_end, created_at)
     VALUES ($1, 'SyncCanaryJobs', $2, 0, '{}', 'mission-control-0', $3, '', '', 'SUCCESS', $4, $5, $4)`,
    [
      LOCAL_AGENT_ID,
      checksRun,
      duration,
      now.toISOString(),
      new Date(now.getTime() + duration).toISOString(),
    ],
  );
}

export function startTicker(db: TickerDb, options: TickerOptions = {}): Ticker {
  const intervalMs = options.intervalMs ?? 5000;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? createPrng(`ticker:${Date.now()}`).next;
  let ticks = 0;
  let chain: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const tick = async (): Promise<void> => {
    const at = now();
    const checksRun = await runDueChecks(db, at, random);
    await advancePlaybookRuns(db, at, random);
    await refreshAgents(db, at);
    if (random() < 0.1) await logJob(db, at, checksRun, random);
    // History keeps growing; trim what the 7-day views no longer show, now and then.
    if (++ticks % 200 === 0) {
      await db.query(
        `DELETE FROM check_statuses WHERE time < $1::timestamptz - interval '8 days'`,
        [at.toISOString()],
      );
    }
  };
  const tickOnce = (): Promise<void> => {
    const run = chain.then(tick);
    chain = run.catch(() => undefined);
    return run;
  };
  const schedule = (): void => {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      tickOnce()
        .catch((error: unknown) => {
          // A failed tick must not stop the world; the next one retries.
          console.error(
            'sandbox ticker: tick failed:',
            error instanceof Error ? error.message : error,
          );
        })
        .finally(schedule);
    }, intervalMs);
  };
  schedule();

  return {
    tickOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
    },
  };
}
