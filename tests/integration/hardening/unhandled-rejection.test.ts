// Reliability row 46: an unhandled promise rejection in main. A child Node process installs main's
// guard (electron/app/process-guards.ts, used by electron/main.ts and browser mode's host) and
// its log file, then lets a rejection with a bearer token in its message go unhandled: the process
// keeps running, the log has the line, and the token is not in it. Without the guard, Node ends
// the process — the control run shows the test can fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function run(mode: 'guarded' | 'unguarded') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-rejection-'));
  dirs.push(dir);
  const child = spawn(process.execPath, [path.join(here, 'rejection-child.ts'), dir, mode], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; log: string }>((resolve) => {
    child.once('exit', (code) => {
      const log = readdirSync(dir)
        .filter((name) => name.endsWith('.log'))
        .map((name) => readFileSync(path.join(dir, name), 'utf8'))
        .join('');
      resolve({ code, stdout, log });
    });
  });
}

describe('an unhandled rejection in main', () => {
  it('is logged, redacted, and the process keeps running', async () => {
    const { code, stdout, log } = await run('guarded');
    expect(stdout).toBe('alive\n');
    expect(code).toBe(0);
    expect(log).toMatch(/unhandled promise rejection/);
    expect(log).toMatch(/refresh failed/);
    expect(log).not.toContain('sekrit-token-123');
  });

  it('ends the process without the guard (the control)', async () => {
    const { code, stdout } = await run('unguarded');
    expect(stdout).toBe('');
    expect(code).not.toBe(0);
  });
});
