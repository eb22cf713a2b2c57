// The lines an evidence shows (spec 2 §3): `evidence.lines` with `selected_lines`. Log evidence
// keeps 3 lines of context around each selected line; config evidence shows its selected lines.
// Both fields come as a list or as a map keyed by line number, depending on who wrote them.
import { isRecord } from '../../../lib/data/is-record.ts';

interface EvidenceLine {
  /** Line number (1-based for configs, the list position + 1 for logs). */
  number: number;
  text: string;
  timestamp: string | null;
  selected: boolean;
}

/** Lines of context shown before and after each selected log line. */
export const LOG_CONTEXT_LINES = 3;

function lineText(value: unknown): { text: string; timestamp: string | null } {
  if (typeof value !== 'object' || value === null) {
    const plain = ['string', 'number', 'boolean', 'bigint'].includes(typeof value);
    return { text: plain ? String(value) : '', timestamp: null };
  }
  const record = value as Record<string, unknown>;
  const text = record['message'] ?? record['text'] ?? record['line'];
  const timestamp = record['timestamp'] ?? record['time'];
  return {
    text: typeof text === 'string' ? text : JSON.stringify(value),
    timestamp: typeof timestamp === 'string' ? timestamp : null,
  };
}

/** `lines` as numbered lines in order. */
function readLines(lines: unknown): Omit<EvidenceLine, 'selected'>[] {
  if (Array.isArray(lines))
    return lines.map((value, index) => ({ number: index + 1, ...lineText(value) }));
  if (!isRecord(lines)) return [];
  return Object.entries(lines)
    .map(([key, value]) => ({ number: Number(key), ...lineText(value) }))
    .filter((line) => Number.isFinite(line.number))
    .sort((a, b) => a.number - b.number);
}

/** The selected line numbers: a map's keys, or a list of numbers (or of numbered entries). */
function readSelected(selected: unknown): Set<number> {
  const numbers = Array.isArray(selected)
    ? selected.map((value) => Number(isRecord(value) ? value['line'] : value))
    : isRecord(selected)
      ? Object.keys(selected).map(Number)
      : [];
  return new Set(numbers.filter(Number.isFinite));
}

/**
 * The lines to show, with `null` where lines were left out. With no selection every line shows;
 * otherwise the selected ones and `context` lines around each.
 */
export function visibleLines(
  payload: Record<string, unknown> | null | undefined,
  context: number,
): (EvidenceLine | null)[] {
  let lines = readLines(payload?.['lines']);
  const selected = readSelected(payload?.['selected_lines']);
  // Only the selected lines were stored (a map of number to text): they are the lines.
  if (lines.length === 0) lines = readLines(payload?.['selected_lines']);
  if (selected.size === 0) return lines.map((line) => ({ ...line, selected: false }));
  const keep = lines.map((line, index) =>
    lines.some((other, j) => selected.has(other.number) && Math.abs(j - index) <= context),
  );
  const out: (EvidenceLine | null)[] = [];
  lines.forEach((line, index) => {
    if (keep[index]) out.push({ ...line, selected: selected.has(line.number) });
    else if (out.length === 0 || out[out.length - 1] !== null) out.push(null);
  });
  return out;
}
