// What a sandbox playbook action writes: kubectl/curl-style stdout, stderr on failure and
// timestamped log lines, as mission-control stores them in `playbook_run_actions.result`. The
// seed uses the finished form; the ticker writes the first lines when an action starts and the
// whole output when it ends, so a polled run shows its logs growing.

export interface ActionResult {
  stdout: string;
  stderr: string;
  logs: string;
  exitCode?: number;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function stamp(at: Date, offsetMs: number): string {
  const t = new Date(at.getTime() + offsetMs);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}Z`;
}

const STEPS = [
  'resolving templates',
  'loading connection from the agent',
  'rendering script',
  'executing',
  'collecting output',
];

/** The output lines an action prints, by its name (deterministic). */
function stdoutLines(name: string): string[] {
  const resource = `deployment.apps/${name.replace(/[^a-z0-9-]/gi, '-').toLowerCase()}`;
  return [
    `+ ${name}`,
    `${resource} configured`,
    `Waiting for ${resource} rollout to finish: 1 of 3 updated replicas are available...`,
    `Waiting for ${resource} rollout to finish: 2 of 3 updated replicas are available...`,
    `${resource} successfully rolled out`,
  ];
}

/** The first lines of a running action's output. */
export function startedResult(name: string, at: Date): ActionResult {
  return {
    stdout: `+ ${name}\n`,
    stderr: '',
    logs: `${stamp(at, 0)} INFO  ${STEPS[0]}\n${stamp(at, 200)} INFO  ${STEPS[1]}\n`,
  };
}

/** A finished action's output; a failure ends with an error on stderr and exit code 1. */
export function finishedResult(name: string, at: Date, ok: boolean): ActionResult {
  const out = stdoutLines(name);
  const logs = STEPS.map((step, i) => `${stamp(at, i * 400)} INFO  ${step}`);
  logs.splice(1, 0, `${stamp(at, 100)} INFO  runbook https://runbooks.sandbox.local/${name}`);
  if (!ok) {
    logs.push(`${stamp(at, 2000)} ERROR ${name}: exit status 1`);
    return {
      stdout: out.slice(0, 3).join('\n') + '\n',
      stderr: `Error from server (Forbidden): ${name} is not allowed for service account mission-control\n`,
      logs: logs.join('\n') + '\n',
      exitCode: 1,
    };
  }
  logs.push(`${stamp(at, 2000)} INFO  ${name} finished in 2.0s`);
  return { stdout: out.join('\n') + '\n', stderr: '', logs: logs.join('\n') + '\n', exitCode: 0 };
}
