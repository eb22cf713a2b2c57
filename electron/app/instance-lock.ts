// One running instance per user-data folder, whichever mode runs it: Electron and browser mode
// both open the same organisations, keychain entries, cache and Sandbox database, and two
// processes writing them at once corrupt the database. The lock is a file in the folder holding
// who took it (pid, mode, start time), created with O_EXCL so exactly one process can create it.
// A lock whose process no longer runs is stale and taken over, and so is one naming this very
// process's pid that this process did not take (a container or a reboot reuses pids: the lock
// was left by an earlier process that had ours). Electron keeps its own
// single-instance lock on top (it focuses the running window instead of failing).
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync, fsyncSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'instance.lock';
const TAKEOVER_SUFFIX = '.takeover';
/** A lock file still empty or half-written after this long was left by a process that died. */
const UNREADABLE_GRACE_MS = 5_000;
/** Lock files this process holds: a lock with our pid that is not among them is an earlier life's. */
const heldHere = new Set<string>();

export type InstanceKind = 'electron' | 'browser';

export interface LockHolder {
  pid: number;
  kind: InstanceKind;
  startedAt: string;
}

/**
 * The holder a lock file names, or null when it names none. Checked by hand rather than with a
 * schema: this runs before anything else at launch, and loading zod for it delayed browser mode's
 * start of the Sandbox by ~40 ms (2-core VM).
 */
function holderOf(value: unknown): LockHolder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { pid, kind, startedAt } = value as Record<string, unknown>;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return null;
  if (kind !== 'electron' && kind !== 'browser') return null;
  return typeof startedAt === 'string' ? { pid, kind, startedAt } : null;
}

export type InstanceLock =
  | { ok: true; path: string; holder: LockHolder; release(): void }
  | { ok: false; path: string; holder: LockHolder | null; message: string };

export interface InstanceLockOptions {
  dir: string;
  kind: InstanceKind;
  pid?: number;
  now?: () => Date;
  /** Whether a process runs (default: signal 0). */
  isRunning?: (pid: number) => boolean;
  /** What to tell the user after "Close it first" (browser mode: another --user-data folder). */
  hint?: string;
  productName?: string;
}

export function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function describeKind(kind: InstanceKind): string {
  return kind === 'browser' ? 'browser mode' : 'desktop app';
}

function clock(startedAt: string, now: Date): string {
  const at = new Date(startedAt);
  if (Number.isNaN(at.getTime())) return 'an unknown time';
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  return at.toDateString() === now.toDateString()
    ? time
    : `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')} ${time}`;
}

/** "Mission Control Desktop is already running (browser mode, pid 1234, since 10:02). …" */
export function lockHeldMessage(
  holder: LockHolder | null,
  options: { now: Date; hint?: string | undefined; productName?: string | undefined },
): string {
  const product = options.productName ?? 'Mission Control Desktop';
  const who = holder
    ? ` (${describeKind(holder.kind)}, pid ${holder.pid}, since ${clock(holder.startedAt, options.now)})`
    : ' (another instance is starting)';
  return `${product} is already running${who}. Close it first${options.hint ? ` ${options.hint}` : ''}.`;
}

function readHolder(file: string): LockHolder | null {
  try {
    return holderOf(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

function ageMs(file: string, now: Date): number {
  try {
    return now.getTime() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** A lock from before the machine started: its pid may now belong to an unrelated process. */
function startedBeforeBoot(holder: LockHolder, now: Date): boolean {
  const started = Date.parse(holder.startedAt);
  return Number.isFinite(started) && started < now.getTime() - os.uptime() * 1000 - 60_000;
}

/** Creates `file` with `content` only when it does not exist (O_EXCL); false when it does. */
function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the user-data folder's lock, or says who holds it. Never waits: a second instance is
 * told at once.
 */
export function acquireInstanceLock(options: InstanceLockOptions): InstanceLock {
  const now = options.now ?? (() => new Date());
  const isRunning = options.isRunning ?? processIsRunning;
  const pid = options.pid ?? process.pid;
  const file = path.join(options.dir, LOCK_FILE_NAME);
  const holder: LockHolder = { pid, kind: options.kind, startedAt: now().toISOString() };
  const content = `${JSON.stringify(holder)}\n`;
  const refuse = (other: LockHolder | null): InstanceLock => ({
    ok: false,
    path: file,
    holder: other,
    message: lockHeldMessage(other, {
      now: now(),
      hint: options.hint,
      productName: options.productName,
    }),
  });

  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (createExclusive(file, content)) {
      let released = false;
      if (pid === process.pid) heldHere.add(file);
      return {
        ok: true,
        path: file,
        holder,
        release: () => {
          if (released) return;
          released = true;
          heldHere.delete(file);
          // Only our own lock: a stale-lock takeover may have replaced it meanwhile.
          if (readHolder(file)?.pid === pid) rmSync(file, { force: true });
        },
      };
    }
    const other = readHolder(file);
    const stale = other
      ? other.pid === pid
        ? !(pid === process.pid && heldHere.has(file))
        : !isRunning(other.pid) || startedBeforeBoot(other, now())
      : ageMs(file, now()) > UNREADABLE_GRACE_MS;
    if (!stale) return refuse(other);
    // Two processes may find the same stale lock: only the one that creates the takeover file
    // removes it, after checking again that it is still the same stale lock.
    const guard = `${file}${TAKEOVER_SUFFIX}`;
    if (!createExclusive(guard, content)) {
      if (ageMs(guard, now()) > UNREADABLE_GRACE_MS) rmSync(guard, { force: true });
      else return refuse(other);
      continue;
    }
    try {
      const again = readHolder(file);
      if (JSON.stringify(again) === JSON.stringify(other)) rmSync(file, { force: true });
    } finally {
      rmSync(guard, { force: true });
    }
  }
  return refuse(readHolder(file));
}
