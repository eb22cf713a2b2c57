// Issue 18 item 5: one process per user-data folder, Electron and browser mode alike. The lock
// file is created exclusively, names its holder, and a holder that no longer runs is taken over.
// The last test starts the real browser-mode CLI on a folder whose lock is held.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireInstanceLock,
  LOCK_FILE_NAME,
  lockHeldMessage,
} from '../../../electron/app/instance-lock.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid that certainly does not run: a child that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid ?? 999_999;
}

describe('instance lock', () => {
  it('lets one process in and tells the second who holds the folder', () => {
    const dir = tempDir();
    const at = new Date(2026, 10, 26, 10, 2);
    const first = acquireInstanceLock({ dir, kind: 'browser', pid: process.pid, now: () => at });
    expect(first.ok).toBe(true);
    const holder = JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')) as unknown;
    expect(holder).toEqual({ pid: process.pid, kind: 'browser', startedAt: at.toISOString() });

    const second = acquireInstanceLock({
      dir,
      kind: 'electron',
      pid: process.pid + 1,
      now: () => at,
      hint: 'or use another --user-data folder',
    });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.message).toBe(
      `Mission Control Desktop is already running (browser mode, pid ${process.pid}, since 10:02). Close it first or use another --user-data folder.`,
    );
    if (first.ok) first.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    expect(acquireInstanceLock({ dir, kind: 'electron', pid: process.pid + 1 }).ok).toBe(true);
  });

  it('takes over the lock of a process that no longer runs', () => {
    const dir = tempDir();
    const pid = deadPid();
    writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid, kind: 'electron', startedAt: new Date().toISOString() }),
    );
    const lock = acquireInstanceLock({ dir, kind: 'browser' });
    expect(lock.ok).toBe(true);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: process.pid,
      kind: 'browser',
    });
  });

  it('takes over a lock naming our own pid that this process never took (a reused pid)', () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: process.pid, kind: 'electron', startedAt: new Date().toISOString() }),
    );
    const lock = acquireInstanceLock({ dir, kind: 'browser', isRunning: () => true });
    expect(lock.ok).toBe(true);
    // Held by this process now: a second take in the same process is refused, not taken over.
    expect(acquireInstanceLock({ dir, kind: 'browser', isRunning: () => true }).ok).toBe(false);
    if (lock.ok) lock.release();
    expect(acquireInstanceLock({ dir, kind: 'browser' }).ok).toBe(true);
  });

  it('takes over a lock written before the machine started (its pid may be reused)', () => {
    const dir = tempDir();
    const beforeBoot = new Date(Date.now() - os.uptime() * 1000 - 3_600_000);
    writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({
        pid: process.pid + 1,
        kind: 'electron',
        startedAt: beforeBoot.toISOString(),
      }),
    );
    expect(acquireInstanceLock({ dir, kind: 'browser', isRunning: () => true }).ok).toBe(true);
  });

  it('waits out a lock file being written, then treats a still unreadable one as stale', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    writeFileSync(file, '');
    const fresh = acquireInstanceLock({ dir, kind: 'browser' });
    expect(fresh.ok).toBe(false);
    if (!fresh.ok) expect(fresh.message).toContain('another instance is starting');
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    expect(acquireInstanceLock({ dir, kind: 'browser' }).ok).toBe(true);
  });

  it('release leaves a lock that another process took over alone', () => {
    const dir = tempDir();
    const mine = acquireInstanceLock({ dir, kind: 'browser' });
    expect(mine.ok).toBe(true);
    const other = { pid: process.pid + 7, kind: 'electron', startedAt: new Date().toISOString() };
    writeFileSync(path.join(dir, LOCK_FILE_NAME), JSON.stringify(other));
    if (mine.ok) mine.release();
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'))).toEqual(other);
  });

  it('says the holder is the desktop app, with the date when it started on another day', () => {
    const message = lockHeldMessage(
      { pid: 42, kind: 'electron', startedAt: new Date(2026, 0, 2, 9, 5).toISOString() },
      { now: new Date(2026, 0, 3, 12, 0) },
    );
    expect(message).toBe(
      'Mission Control Desktop is already running (desktop app, pid 42, since 2026-01-02 09:05). Close it first.',
    );
  });

  it('a lock held by a process killed with SIGKILL is taken over by the next start', async () => {
    const dir = tempDir();
    const script = `
      const { acquireInstanceLock } = await import(${JSON.stringify(path.join(repoRoot, 'electron/app/instance-lock.ts'))});
      const lock = acquireInstanceLock({ dir: ${JSON.stringify(dir)}, kind: 'browser' });
      console.log(lock.ok ? 'locked' : lock.message);
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const first = await new Promise<string>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
    );
    expect(first).toBe('locked');
    const held = acquireInstanceLock({ dir, kind: 'electron' });
    expect(held.ok).toBe(false);
    if (!held.ok) expect(held.message).toContain(`browser mode, pid ${child.pid}`);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(acquireInstanceLock({ dir, kind: 'electron' }).ok).toBe(true);
  });

  it('browser mode refuses a folder another instance holds and names it', async () => {
    const dir = tempDir();
    const lock = acquireInstanceLock({ dir, kind: 'electron' });
    expect(lock.ok).toBe(true);
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'electron/host/cli.ts'), '--user-data', dir, '--no-open', '--port', '0'],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, HOME: dir } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(
      `Browser mode could not start: Mission Control Desktop is already running (desktop app, pid ${process.pid}, since `,
    );
    expect(output).toContain('Close it first or use another --user-data folder.');
    // The refused instance did not take or remove the holder's lock.
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: process.pid,
      kind: 'electron',
    });
  }, 60_000);
});
