// How one log line (spec 2 §3: timestamp, message, labels) is shown: its time (the timestamp, or
// when only an aggregated line's observed times are known, the last of them), its level from a
// `level`-like label for the row's colour, whether its message is long enough to fold, and the
// count line under the table. Levels and their aliases are the log-level vocabulary's.
import type { LogLine } from '../../api/services/logs.types.ts';
import { counted, thousands } from '../../lib/format/count.ts';
import { find } from '../../lib/vocabulary/vocabulary.ts';
import { LOG_LEVEL, type LogLevel } from '../../lib/vocabulary/log-level.ts';

export type { LogLevel };

// Label keys backends use for a line's level, in order of preference.
const LEVEL_KEYS = ['level', 'severity', 'lvl', 'loglevel', 'log.level'];

/** The line's level when a label names one the screen knows (`level=ERROR`, `severity=warn`). */
export function logLevel(labels: LogLine['labels']): LogLevel | null {
  if (!labels) return null;
  for (const key of LEVEL_KEYS) {
    const value = labels[key];
    if (value !== undefined) return find(LOG_LEVEL, value)?.value ?? null;
  }
  return null;
}

/** The time to show for a line: its timestamp, else when it was last (or first) observed. */
export function lineTime(line: LogLine): string | undefined {
  return line.timestamp || line.lastObserved || line.firstObserved || undefined;
}

/** A message folds to this many lines until it is expanded. */
export const FOLDED_LINES = 4;
/** Messages longer than this fold too (a long line wraps into several). */
export const FOLD_CHARS = 480;

/** Whether the message folds (and gets a Show more button). Short messages are never clipped. */
export function isLongMessage(message: string): boolean {
  if (message.length > FOLD_CHARS) return true;
  let breaks = 0;
  for (let i = message.indexOf('\n'); i !== -1; i = message.indexOf('\n', i + 1)) {
    breaks += 1;
    if (breaks >= FOLDED_LINES) return true;
  }
  return false;
}

/**
 * The lines newest first, as the screen lists them: backends answer in either order (apm-hub's
 * Kubernetes backend and the Sandbox oldest first), so an answer that starts with its oldest line
 * is turned round. Lines without a readable time keep their order.
 */
export function newestFirst<T extends LogLine>(lines: readonly T[]): readonly T[] {
  const first = lines[0];
  const last = lines[lines.length - 1];
  if (!first || !last || first === last) return lines;
  const a = Date.parse(lineTime(first) ?? '');
  const b = Date.parse(lineTime(last) ?? '');
  return a < b ? [...lines].reverse() : lines;
}

/** The line under the table: '1,204 lines', or 'Showing 100,000 of 250,000 lines' when capped. */
export function resultSummary(shown: number, total: number | null): string {
  if (total !== null && total > shown)
    return `Showing ${thousands(shown)} of ${counted(total, 'line')}`;
  return counted(shown, 'line');
}
