// The notification history (issue 36 item 2): every desktop notification of the last 7 days, of
// every organisation, newest first, kept by main in `notification-history.json` in the user-data
// folder. Bounded: entries older than HISTORY_DAYS are dropped and at most HISTORY_MAX_ENTRIES
// are kept (the oldest go first). Written atomically (temp file + rename, as the other stores),
// one write at a time, the last state winning. A file that cannot be read or does not match the
// schema is discarded with one log line: the history is a convenience, never a reason not to start.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  HISTORY_DAYS,
  HISTORY_MAX_ENTRIES,
  HistoryEntrySchema,
  type HistoryEntry,
} from '../../preload/contract/notification-centre.ts';
import { writeFileAtomic } from '../secrets/write-file-atomic.ts';

export const HISTORY_FILE = 'notification-history.json';
const DAY_MS = 24 * 60 * 60_000;
/** 5,000 entries of at most ~3.5 KB each: anything bigger is not ours. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

const FileSchema = z.object({ version: z.literal(1), entries: z.array(HistoryEntrySchema) });

export interface NotificationHistory {
  readonly path: string;
  /** Records an entry (an id already kept is ignored); pruned and capped. */
  add(entry: HistoryEntry): void;
  /** Every kept entry, newest first (of one organisation when `orgId` is given). */
  list(orgId?: string): HistoryEntry[];
  unread(): number;
  markRead(request: { ids: readonly string[] } | { all: true; orgId?: string | undefined }): number;
  clear(orgId?: string): number;
  /** Called after every change (the `notificationCentre:changed` event). */
  onChange(listener: () => void): () => void;
  /** Resolves once the latest state is on disk. */
  flush(): Promise<void>;
}

export interface HistoryOptions {
  dir: string;
  now?: () => number;
  log?: (message: string, error?: unknown) => void;
  write?: (file: string, data: string) => Promise<void>;
}

const newestFirst = (a: HistoryEntry, b: HistoryEntry) => Date.parse(b.at) - Date.parse(a.at);

/** Drops what is older than HISTORY_DAYS (or unreadably dated), newest first, capped. */
export function prune(entries: readonly HistoryEntry[], now: number): HistoryEntry[] {
  const oldest = now - HISTORY_DAYS * DAY_MS;
  return entries
    .filter((entry) => {
      const at = Date.parse(entry.at);
      return Number.isFinite(at) && at >= oldest;
    })
    .sort(newestFirst)
    .slice(0, HISTORY_MAX_ENTRIES);
}

/** prune() of a list already newest first: only its tail can go. */
function trim(entries: HistoryEntry[], now: number): HistoryEntry[] {
  const oldest = now - HISTORY_DAYS * DAY_MS;
  let end = Math.min(entries.length, HISTORY_MAX_ENTRIES);
  while (end > 0 && !(Date.parse(entries[end - 1]?.at ?? '') >= oldest)) end -= 1;
  return end === entries.length ? entries : entries.slice(0, end);
}

function readHistory(file: string, log: HistoryOptions['log']): HistoryEntry[] {
  if (!existsSync(file)) return [];
  let reason: string;
  try {
    if (statSync(file).size > MAX_FILE_BYTES) reason = `is larger than ${MAX_FILE_BYTES} bytes`;
    else {
      const parsed = FileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success) return parsed.data.entries;
      reason = 'does not match the notification history schema';
    }
  } catch (error) {
    reason = error instanceof SyntaxError ? 'is not valid JSON' : 'cannot be read';
  }
  log?.(`notification history: ${file} ${reason}; it was discarded and the history starts empty`);
  return [];
}

/** One write at a time; a write waiting already takes the latest state. */
function queuedWriter(
  file: string,
  write: (file: string, data: string) => Promise<void>,
  log: HistoryOptions['log'],
) {
  let writing: Promise<void> = Promise.resolve();
  let pending = false;
  return {
    persist(state: () => readonly HistoryEntry[]): void {
      if (pending) return;
      pending = true;
      writing = writing.then(async () => {
        pending = false;
        try {
          await write(file, JSON.stringify({ version: 1, entries: state() }));
        } catch (error) {
          log?.(`notification history: ${file} could not be written`, error);
        }
      });
    },
    flushed: () => writing,
  };
}

export function openNotificationHistory(options: HistoryOptions): NotificationHistory {
  const file = path.join(options.dir, HISTORY_FILE);
  const now = options.now ?? Date.now;
  const write = options.write ?? ((target, data) => writeFileAtomic(target, data));
  const listeners = new Set<() => void>();
  let entries = prune(readHistory(file, options.log), now());
  const writer = queuedWriter(file, write, options.log);

  function changed(): void {
    writer.persist(() => entries);
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        options.log?.('a notification history listener failed', error);
      }
    }
  }

  const current = () => {
    entries = trim(entries, now());
    return entries;
  };
  const unread = () => current().filter((entry) => !entry.read).length;

  return {
    path: file,
    add(entry) {
      const parsed = HistoryEntrySchema.parse(entry);
      if (entries.some((kept) => kept.id === parsed.id)) return;
      // Kept newest first: the new entry goes before the first older one (usually at the front).
      const at = Date.parse(parsed.at);
      const index = entries.findIndex((kept) => Date.parse(kept.at) <= at);
      const next = [...entries];
      next.splice(index === -1 ? next.length : index, 0, parsed);
      entries = trim(next, now());
      changed();
    },
    list: (orgId) =>
      orgId === undefined ? [...current()] : current().filter((entry) => entry.orgId === orgId),
    unread,
    markRead(request) {
      const ids = 'ids' in request ? new Set(request.ids) : null;
      const orgId = 'ids' in request ? undefined : request.orgId;
      let any = false;
      entries = current().map((entry) => {
        const hit = ids ? ids.has(entry.id) : orgId === undefined || entry.orgId === orgId;
        if (!hit || entry.read) return entry;
        any = true;
        return { ...entry, read: true };
      });
      if (any) changed();
      return unread();
    },
    clear(orgId) {
      const before = current().length;
      entries = orgId === undefined ? [] : entries.filter((entry) => entry.orgId !== orgId);
      const cleared = before - entries.length;
      if (cleared > 0) changed();
      return cleared;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: () => writer.flushed(),
  };
}
