// One configuration at an earlier time, rebuilt from its changes (issue 21, compare at two times).
// config-db stores with every `diff` change a JSON merge patch (RFC 7386) made by
// CreateMergePatch(new, previous): applied to the body after the change it gives the body before
// it. So the body at time T is the current body with the patches of every `diff` change after T
// applied, newest first. Other changes (events, CloudTrail) carry no reversible patch: they are
// counted, not undone.

import { isRecord } from '../../../lib/data/is-record.ts';
import { fromJsonText } from '../../../lib/data/json-text.ts';

export interface HistoryChange {
  id: string;
  change_type?: string | null;
  created_at: string;
  patches?: unknown;
}

export interface BodyAt {
  /** The body at the time, or null when the current body is not a JSON document. */
  body: unknown;
  /** Changes after the time that were undone. */
  undone: number;
  /** Diff changes after the time without a readable patch. */
  skipped: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** RFC 7386: objects merge key by key, null removes a key, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isRecord(patch)) return patch;
  const result: Record<string, unknown> = isRecord(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

/** A change's patch as an object: stored as jsonb, or as JSON text by some writers. */
export function patchOf(patches: unknown): Record<string, Json> | null {
  const value = fromJsonText(patches);
  return isRecord(value) && Object.keys(value).length > 0 ? (value as Record<string, Json>) : null;
}

/** Whether a change can be undone: config-db's `diff` changes with their reverse patch. */
export const isReversible = (change: HistoryChange): boolean =>
  change.change_type === 'diff' && patchOf(change.patches) !== null;

/** Whether a config document can be rebuilt: a JSON object, not a text body ({content, format}). */
export const isPatchable = (config: unknown): boolean =>
  isRecord(config) && typeof config.content !== 'string';

/** The body at `at` from the current body and the changes made after `at` (in any order). */
export function bodyAt(current: unknown, changes: readonly HistoryChange[], at: Date): BodyAt {
  if (!isPatchable(current)) return { body: null, undone: 0, skipped: 0 };
  const after = changes
    .filter((change) => change.change_type === 'diff' && Date.parse(change.created_at) > +at)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  let body = current;
  let undone = 0;
  let skipped = 0;
  for (const change of after) {
    const patch = patchOf(change.patches);
    if (!patch) {
      skipped++;
      continue;
    }
    body = mergePatch(body, patch);
    undone++;
  }
  return { body, undone, skipped };
}

/** `?leftAt=`/`?rightAt=`: an ISO time, or null when absent or not a time. */
export function parseAt(raw: string | null | undefined): Date | null {
  if (!raw) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time);
}

/** The moment just before a change: the body at it still holds what the change replaced. */
export const justBefore = (createdAt: string): string =>
  new Date(Date.parse(createdAt) - 1).toISOString();
