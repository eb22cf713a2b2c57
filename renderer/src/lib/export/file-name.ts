// The name of an export file: `<organisation>-<screen>[-<filter summary>]-<YYYY-MM-DD-HHmm>.csv`,
// so files from several organisations, screens and filters sit side by side in a downloads folder
// and sort by time. Every part is slugged: letters and digits of any script, joined by '-', so the
// name is valid on Windows, macOS and Linux (none of / \ : * ? " < > |, no control or bidi
// characters, no leading dot) and bounded in length.
import { decodeLabelFilter } from '../labels/label-filter.ts';
import type { ExportFormat } from './exporter.ts';

const ORG_MAX = 40;
const SCREEN_MAX = 40;
const FILTERS_MAX = 48;

/** `text` as lower-case letters and digits joined by '-', at most `max` characters. */
export function slugPart(text: string, max: number): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Cut by code point (never half a surrogate pair), then drop a dash left at the cut.
  return [...slug].slice(0, max).join('').replace(/-+$/, '');
}

/** A filter of the list as the summary reads it: its URL parameter and its options' labels. */
export interface SummaryFilter {
  param: string;
  /** A time range's value is its URL params; the summary reads its display text ('7 days'). */
  kind?: string;
  options?: readonly { value: string; label: string }[];
}

// A tri-state value (`a:1,b:-1`, each label percent-encoded) as the tri-state filters write it.
const TRI_STATE = /^[^,:]+:-?1(,[^,:]+:-?1)*$/;

/** The words of one filter value: option labels rather than ids, excluded ones as `not-<label>`. */
function filterWords(filter: SummaryFilter, value: string): string[] {
  if (filter.kind === 'timeRange') {
    const range = new URLSearchParams(value);
    return [range.get('display') ?? range.get('range') ?? ''];
  }
  const label = (v: string) => filter.options?.find((option) => option.value === v)?.label ?? v;
  if (!TRI_STATE.test(value)) return [label(value)];
  return Object.entries(decodeLabelFilter(value, () => undefined)).map(([v, state]) =>
    state === -1 ? `not ${label(v)}` : label(v),
  );
}

/** The active filters' values, in the list's filter order, slugged and short; '' when none. */
export function filterSummary(
  filters: readonly SummaryFilter[],
  values: Readonly<Record<string, string | undefined>>,
): string {
  const words: string[] = [];
  for (const filter of filters) {
    const value = values[filter.param];
    if (value !== undefined && value !== '' && value !== 'all')
      words.push(...filterWords(filter, value));
  }
  return slugPart(words.join(' '), FILTERS_MAX);
}

export interface ExportNameParts {
  /** The organisation's name (its id when the name is unknown). */
  organisation: string;
  /** The screen's title. */
  screen: string;
  /** `filterSummary` of the list, or '' for none. */
  filters?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The export's file name; the time is the user's local time, to the minute. */
export function exportFileName(
  parts: ExportNameParts,
  format: ExportFormat,
  now = new Date(),
): string {
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}-${pad(
    now.getHours(),
  )}${pad(now.getMinutes())}`;
  const names = [
    slugPart(parts.organisation, ORG_MAX) || 'organisation',
    slugPart(parts.screen, SCREEN_MAX) || 'export',
    slugPart(parts.filters ?? '', FILTERS_MAX),
  ].filter(Boolean);
  return `${names.join('-')}-${stamp}.${format}`;
}
