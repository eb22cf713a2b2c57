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
      let actions = (
        await tx.query<ActionRow>(
          'SELECT id, name, status FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY scheduled_time, name',
          [run.id],
        )
      ).rows;
      if (actions.length === 0) {
        for (const [i, name] of actionNames(run.actions).entries()) {
          await tx.query(
            `INSERT INTO playbook_run_actions (name, status, retry_count, playbook_run_id, scheduled_time, agent_id)
             VALUES ($1, 'scheduled', 0, $2, $3::timestamptz + make_interval(secs => $4), $5)`,
            [name, run.id, at, i / 1000, run.agent_id],
          );
        }
        actions = (
          await tx.query<ActionRow>(
            'SELECT id, name, status FROM playbook_run_actions WHERE playbook_run_id = $1 ORDER BY scheduled_time, name',
            [run.id],
          )
        ).rows;
      }
      if (run.status !== 'running') {
        await tx.query(
          `UPDATE playbook_runs SET status = 'running', start_time = COALESCE(start_time, $2) WHERE id = $1`,
          [run.id, at],
        );
        const first = actions.find((a) => a.status === 'scheduled');
        if (first)
          await tx.query(
            `UPDATE playbook_run_actions SET status = 'running', start_time = $2, result = $3 WHERE id = $1`,
            [first.id, at, startedResult(first.name, now)],
          );
        return;
      }
      const current = actions.find((a) => a.status === 'running');
      if (current) {
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
        if (failed) {
          await tx.query(
            `UPDATE playbook_run_actions SET status = 'skipped' WHERE playbook_run_id = $1 AND status = 'scheduled'`,
            [run.id],
          );
          await tx.query(
            `UPDATE playbook_runs SET status = 'failed', end_time = $2, error = $3 WHERE id = $1`,
            [run.id, at, `action ${current.name} failed`],
          );
          return;
        }
      }
      const next = actions.find((a) => a.status === 'scheduled');
      if (next) {
        await tx.query(
          `UPDATE playbook_run_actions SET status = 'running', start_time = $2, result = $3 WHERE id = $1`,
          [next.id, at, startedResult(next.name, now)],
        );
      } else {
        await tx.query(
          `UPDATE playbook_runs SET status = 'completed', end_time = $2 WHERE id = $1`,
          [run.id, at],
        );
      }
    });
  }
}
