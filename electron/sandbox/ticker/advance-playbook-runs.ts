// Ticker step: moves in-flight playbook runs one step forward per tick. Scheduled or pending runs
// start (their actions are created from the playbook spec when missing); a running run finishes
// its current action (occasionally failing, which fails the run) and starts the next; a run
// with no action left completes.
import { finishedResult, startedResult } from '../seed/playbook-output.ts';
import type { TickerDb } from './ticker-db.ts';

const FAILURE_RATE = 0.15;

interface RunRow {
  id: string;
  status: string;
  agent_id: string | null;
  actions: unknown;
}
interface ActionRow {
  id: string;
  name: string;
  status: string;
}

function actionNames(spec: unknown): string[] {
  if (!Array.isArray(spec)) return ['run'];
  const names = spec
    .map((a: unknown) =>
      a && typeof a === 'object' && 'name' in a && typeof a.name === 'string' ? a.name : null,
    )
    .filter((n): n is string => n !== null);
  return names.length > 0 ? names : ['run'];
}

/** What a step does with a run: statements within the run's transaction. */
type RunTx = Pick<TickerDb, 'query'>;

const SELECT_ACTIONS =
  'SELECT id, name, status FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY scheduled_time, name';

/** The run's actions, created from its playbook's spec when the run has none yet. */
async function runActions(tx: RunTx, run: RunRow, at: string): Promise<ActionRow[]> {
  const actions = (await tx.query<ActionRow>(SELECT_ACTIONS, [run.id])).rows;
  if (actions.length > 0) return actions;
  for (const [i, name] of actionNames(run.actions).entries()) {
    await tx.query(
      `INSERT INTO playbook_run_actions (name, status, retry_count, playbook_run_id, scheduled_time, agent_id)
       VALUES ($1, 'scheduled', 0, $2, $3::timestamptz + make_interval(secs => $4), $5)`,
      [name, run.id, at, i / 1000, run.agent_id],
    );
  }
  return (await tx.query<ActionRow>(SELECT_ACTIONS, [run.id])).rows;
}

async function startAction(tx: RunTx, action: ActionRow, at: string, now: Date): Promise<void> {
  await tx.query(
    `UPDATE playbook_run_actions SET status = 'running', start_time = $2, result = $3 WHERE id = $1`,
    [action.id, at, startedResult(action.name, now)],
  );
}

/** A scheduled or pending run starts, with its first action. */
async function startRun(
  tx: RunTx,
  run: RunRow,
  actions: readonly ActionRow[],
  at: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE playbook_runs SET status = 'running', start_time = COALESCE(start_time, $2) WHERE id = $1`,
    [run.id, at],
  );
  const first = actions.find((a) => a.status === 'scheduled');
  if (first) await startAction(tx, first, at, now);
}

/**
 * The running action finishes; a failure skips the rest and fails the run. Returns false when
 * the run failed.
 */
async function finishAction(
  tx: RunTx,
  run: RunRow,
  current: ActionRow,
  at: string,
  now: Date,
  random: () => number,
): Promise<boolean> {
  const failed = random() < FAILURE_RATE;
  await tx.query(
    `UPDATE playbook_run_actions SET status = $2, end_time = $3, result = $4, error = $5 WHERE id = $1`,
    [
      current.id,
      failed ? 'failed' : 'completed',
      at,
      finishedResult(current.name, now, !failed),
      failed ? 'exit status 1' : null,
    ],
  );
  if (!failed) return true;
  await tx.query(
    `UPDATE playbook_run_actions SET status = 'skipped' WHERE playbook_run_id = $1 AND status = 'scheduled'`,
    [run.id],
  );
  await tx.query(
    `UPDATE playbook_runs SET status = 'failed', end_time = $2, error = $3 WHERE id = $1`,
    [run.id, at, `action ${current.name} failed`],
  );
  return false;
}

/** A running run finishes its current action and starts the next, or completes. */
async function stepRun(
  tx: RunTx,
  run: RunRow,
  actions: readonly ActionRow[],
  at: string,
  now: Date,
  random: () => number,
): Promise<void> {
  const current = actions.find((a) => a.status === 'running');
  if (current && !(await finishAction(tx, run, current, at, now, random))) return;
  const next = actions.find((a) => a.status === 'scheduled');
  if (next) {
    await startAction(tx, next, at, now);
  } else {
    await tx.query(`UPDATE playbook_runs SET status = 'completed', end_time = $2 WHERE id = $1`, [
      run.id,
      at,
    ]);
  }
}

export async function advancePlaybookRuns(
  db: TickerDb,
  now: Date,
  random: () => number,
): Promise<void> {
  const at = now.toISOString();
  const runs = await db.query<RunRow>(
    `SELECT r.id, r.status, r.agent_id, p.spec->'actions' AS actions
     FROM playbook_runs r JOIN playbooks p ON p.id = r.playbook_id
     WHERE r.status IN ('scheduled', 'pending', 'running') AND r.scheduled_time <= $1
     ORDER BY r.scheduled_time LIMIT 50`,
    [at],
  );
  for (const run of runs.rows) {
    await db.transaction(async (tx) => {
      const actions = await runActions(tx, run, at);
      if (run.status !== 'running') await startRun(tx, run, actions, at, now);
      else await stepRun(tx, run, actions, at, now, random);
    });
  }
}
