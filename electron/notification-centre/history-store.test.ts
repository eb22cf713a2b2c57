import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HISTORY_MAX_ENTRIES,
  type HistoryEntry,
} from '../../preload/contract/notification-centre.ts';
import {
  HISTORY_FILE,
  openNotificationHistory as openHistory,
  type HistoryOptions,
  type NotificationHistory,
} from './history-store.ts';

const DAY = 24 * 60 * 60_000;
const NOW = Date.parse('2026-11-30T12:00:00Z');
let dir: string;
let opened: NotificationHistory[] = [];

/** Opens a history and keeps it, so that the folder is removed only after its last write. */
function openNotificationHistory(options: HistoryOptions): NotificationHistory {
  const history = openHistory(options);
  opened.push(history);
  return history;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mcd-history-'));
});
afterEach(async () => {
  // A write still under way would put its temp file in the folder while it is being removed.
  await Promise.allSettled(opened.map((history) => history.flush()));
  opened = [];
  rmSync(dir, { recursive: true, force: true });
});

function entry(id: string, at: number, orgId = 'org-a'): HistoryEntry {
  return {
    id,
    orgId,
    kind: 'check',
    title: `${id} is unhealthy`,
    body: 'Check in A',
    severity: null,
    at: new Date(at).toISOString(),
    read: false,
    route: `/health?checkId=${id}`,
  };
}

describe('notification history', () => {
  it('drops entries older than 7 days, on add and on load', async () => {
    let now = NOW;
    const history = openNotificationHistory({ dir, now: () => now });
    history.add(entry('old', NOW - 7 * DAY - 1));
    history.add(entry('edge', NOW - 7 * DAY));
    history.add(entry('new', NOW - 1000));
    expect(history.list().map((e) => e.id)).toEqual(['new', 'edge']);
    now = NOW + DAY;
    expect(history.list().map((e) => e.id)).toEqual(['new']);
    await history.flush();
    const reopened = openNotificationHistory({ dir, now: () => NOW + 8 * DAY });
    expect(reopened.list()).toEqual([]);
  });

  it('keeps at most 5,000 entries, newest first', () => {
    const history = openNotificationHistory({ dir, now: () => NOW });
    for (let i = 0; i < HISTORY_MAX_ENTRIES + 10; i += 1)
      history.add(entry(`e${i}`, NOW - DAY + i));
    const kept = history.list();
    expect(kept).toHaveLength(HISTORY_MAX_ENTRIES);
    expect(kept[0]?.id).toBe(`e${HISTORY_MAX_ENTRIES + 9}`);
    expect(kept.at(-1)?.id).toBe('e10');
  });

  it('writes atomically through a temp file and reads back what it wrote', async () => {
    const writes: string[] = [];
    const history = openNotificationHistory({ dir, now: () => NOW });
    history.add(entry('a', NOW - 10));
    history.markRead({ ids: ['a'] });
    await history.flush();
    expect(readdirSync(dir)).toEqual([HISTORY_FILE]); // no temp file left
    const onDisk = JSON.parse(readFileSync(path.join(dir, HISTORY_FILE), 'utf8')) as unknown;
    expect(onDisk).toMatchObject({ version: 1, entries: [{ id: 'a', read: true }] });
    // A write that fails leaves the previous file and is logged, not thrown.
    const log = vi.fn();
    const failing = openNotificationHistory({
      dir,
      now: () => NOW,
      log,
      write: (file) => {
        writes.push(file);
        return Promise.reject(new Error('disk full'));
      },
    });
    failing.add(entry('b', NOW - 5));
    await failing.flush();
    expect(writes).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('could not be written'),
      expect.any(Error),
    );
    expect(
      openNotificationHistory({ dir, now: () => NOW })
        .list()
        .map((e) => e.id),
    ).toEqual(['a']);
  });

  it('keeps organisations apart: list, mark read and clear per organisation', () => {
    const history = openNotificationHistory({ dir, now: () => NOW });
    history.add(entry('a1', NOW - 30, 'org-a'));
    history.add(entry('b1', NOW - 20, 'org-b'));
    history.add(entry('a2', NOW - 10, 'org-a'));
    expect(history.list('org-a').map((e) => e.id)).toEqual(['a2', 'a1']);
    expect(history.list('org-b').map((e) => e.id)).toEqual(['b1']);
    expect(history.markRead({ all: true, orgId: 'org-a' })).toBe(1);
    expect(history.list('org-b')[0]?.read).toBe(false);
    expect(history.clear('org-b')).toBe(1);
    expect(history.list().map((e) => e.id)).toEqual(['a2', 'a1']);
    expect(history.unread()).toBe(0);
  });

  it('records an id once and tells listeners of each change', () => {
    const history = openNotificationHistory({ dir, now: () => NOW });
    const listener = vi.fn();
    history.onChange(listener);
    history.add(entry('a', NOW - 10));
    history.add(entry('a', NOW - 10));
    expect(history.list()).toHaveLength(1);
    expect(listener).toHaveBeenCalledTimes(1);
    history.markRead({ ids: ['a'] });
    history.markRead({ ids: ['a'] }); // nothing left to change
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['not JSON', '{oops', 'is not valid JSON'],
    ['off-schema', JSON.stringify({ version: 1, entries: [{ id: 1 }] }), 'does not match'],
    ['another version', JSON.stringify({ version: 9, entries: [] }), 'does not match'],
  ])('discards a bad file (%s) with a clear log line and starts empty', async (_, text, reason) => {
    writeFileSync(path.join(dir, HISTORY_FILE), text);
    const log = vi.fn();
    const history = openNotificationHistory({ dir, now: () => NOW, log });
    expect(history.list()).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^notification history: .* discarded/);
    expect(log.mock.calls[0]?.[0]).toContain(reason);
    history.add(entry('a', NOW - 10));
    await history.flush();
    expect(openNotificationHistory({ dir, now: () => NOW }).list()).toHaveLength(1);
  });
});
