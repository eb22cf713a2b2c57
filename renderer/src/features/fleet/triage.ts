// Inbox triage (issue 36 item 3): what the user did with an item — acknowledged it, or snoozed it
// for a while or until it changes — kept on this device per organisation and signed-in person
// (one stored object; lib/hooks/useLocalPreference.ts). An acknowledged item, or one snoozed until
// it changes, comes back when its state changes (severity, status, time of its last transition):
// a check that recovered and failed again is news again. Marks older than two weeks are dropped.
import type { IconName } from '@blueprintjs/core';
import { fromJsonText } from '../../lib/data/json-text.ts';
import { isRecord } from '../../lib/data/is-record.ts';
import type { FleetItem } from './fleet-model.ts';

export type TriageStatus = 'open' | 'acknowledged' | 'snoozed';

const HOUR = 3_600_000;

export type TriageAction = 'acknowledge' | '1h' | '4h' | '1d' | 'change' | 'reopen';

/** Each action: what the menu says, its key and icon, the status it sets, a snooze's length. */
export const TRIAGE_ACTIONS: Record<
  TriageAction,
  { text: string; shortcut?: string; icon: IconName; sets: TriageStatus; ms?: number }
> = {
  acknowledge: { text: 'Acknowledge', shortcut: 'a', icon: 'tick', sets: 'acknowledged' },
  '1h': { text: 'Snooze 1 h', shortcut: 's', icon: 'time', sets: 'snoozed', ms: HOUR },
  '4h': { text: 'Snooze 4 h', icon: 'time', sets: 'snoozed', ms: 4 * HOUR },
  '1d': { text: 'Snooze 1 day', icon: 'time', sets: 'snoozed', ms: 24 * HOUR },
  change: { text: 'Snooze until it changes', icon: 'time', sets: 'snoozed' },
  reopen: { text: 'Back to the inbox', shortcut: 'u', icon: 'undo', sets: 'open' },
};

const KEEP_MS = 14 * 24 * HOUR;

interface Mark {
  /** When it was set (ms). */
  at: number;
  kind: 'acknowledged' | 'snoozed';
  /** A snooze ends then (ms); absent: until the item changes. */
  until?: number;
  /** The item's state when marked (fingerprintOf). */
  print: string;
}

/** Marks by scope (`<orgId>/<personId>`) and item key. */
export type TriageMarks = Readonly<Record<string, Readonly<Record<string, Mark>>>>;

export const triageScope = (orgId: string, personId: string | null) =>
  `${orgId}/${personId ?? 'signed-out'}`;

/** The item's state as the inbox shows it: a change of any of these makes it news again. */
export const fingerprintOf = (item: FleetItem) => `${item.severity}|${item.detail}|${item.at}`;

export function triageStatus(
  item: FleetItem,
  marks: TriageMarks,
  personId: string | null,
  now: number,
): TriageStatus {
  const mark = marks[triageScope(item.orgId, personId)]?.[item.key];
  if (!mark || mark.print !== fingerprintOf(item)) return 'open';
  if (mark.kind === 'snoozed' && mark.until !== undefined && now >= mark.until) return 'open';
  return mark.kind;
}

/** The marks after `action` on `item`, with marks older than two weeks dropped. */
export function applyTriage(
  marks: TriageMarks,
  item: FleetItem,
  personId: string | null,
  action: TriageAction,
  now: number,
): TriageMarks {
  const scope = triageScope(item.orgId, personId);
  const kept: Record<string, Mark> = {};
  for (const [key, mark] of Object.entries(marks[scope] ?? {}))
    if (key !== item.key && now - mark.at < KEEP_MS) kept[key] = mark;
  if (action !== 'reopen') {
    const print = fingerprintOf(item);
    const snooze = TRIAGE_ACTIONS[action].ms;
    kept[item.key] =
      action === 'acknowledge'
        ? { at: now, kind: 'acknowledged', print }
        : { at: now, kind: 'snoozed', print, ...(snooze ? { until: now + snooze } : {}) };
  }
  return { ...marks, [scope]: kept };
}

/** Stored marks as read back; anything that does not parse reads as none. */
export function parseMarks(raw: string | null): TriageMarks {
  const value = fromJsonText(raw ?? '', null);
  return isRecord(value) ? (value as TriageMarks) : {};
}
