// Artifacts (Settings › Artifacts, the `artifact_summary` view): the logs and reports finished
// playbook actions saved, kept inline, and the HTTP check responses canary-checker pushed to the
// `aws` connection's bucket, kept there (no content in the database).
import type { SeedContext } from './context.ts';

type Row = Record<string, unknown>;
const text = (row: Row, key: string) => row[key] as string;

const sha = (rng: { hex: (n: number) => string }) => rng.hex(64);
/** Bulk inserts take their columns from the first row: every row names them all. */
const NONE = {
  check_id: null,
  check_time: null,
  playbook_run_action_id: null,
  connection_id: null,
  content: null,
  is_pushed: false,
};

export function generateArtifacts(ctx: SeedContext): void {
  const rng = ctx.rng('artifacts');
  const actions = (ctx.tables.get('playbook_run_actions') ?? []).filter(
    (a: Row) => a.status === 'completed' || a.status === 'failed',
  );
  for (const [i, action] of rng.sample(actions, Math.min(actions.length, 24)).entries()) {
    const log = `$ ${text(action, 'name')}\n${action.status === 'failed' ? 'error: exit status 1' : 'done'}\n`;
    const json = i % 3 === 0;
    const content = json ? JSON.stringify({ action: action.name, status: action.status }) : log;
    const at = action.end_time as Date;
    ctx.add('artifacts', {
      ...NONE,
      id: ctx.id('artifact', `action:${i}`),
      playbook_run_action_id: action.id,
      path: `playbooks/${text(action, 'playbook_run_id')}/${text(action, 'id')}`,
      filename: json ? 'result.json' : 'stdout.log',
      content_type: json ? 'application/json' : 'text/plain',
      size: content.length,
      checksum: sha(rng),
      content: `\\x${Buffer.from(content).toString('hex')}`, // a bytea literal
      created_at: at,
      updated_at: at,
    });
  }
  const connectionId = ctx.id('connection', 'aws');
  const checks = (ctx.tables.get('checks') ?? []).filter(
    (c: Row) => c.type === 'http' && !c.deleted_at,
  );
  for (const [i, check] of rng.sample(checks, 12).entries()) {
    const at = ctx.ago(rng.int(5, 60 * 24 * 3));
    ctx.add('artifacts', {
      ...NONE,
      id: ctx.id('artifact', `check:${i}`),
      check_id: check.id,
      check_time: at,
      connection_id: connectionId,
      path: `s3://acme-canary-artifacts/${text(check, 'id')}/${at.toISOString()}.html`,
      filename: 'response.html',
      content_type: 'text/html',
      size: rng.int(2_000, 180_000),
      checksum: sha(rng),
      is_pushed: true,
      created_at: at,
      updated_at: at,
    });
  }
}
