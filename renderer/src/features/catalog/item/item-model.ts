// The config item page as data (spec 2 §2, §3): its tabs and their counts, the body text in the
// item's format, selected lines in the URL, properties grouped by name prefix, the scrape and
// deletion notices, and the evidence excerpt a link to an incident carries.
import type {
  ConfigDetail,
  ConfigProperty,
  ConfigSummaryCounts,
} from '../../../api/services/catalog-item.types.ts';
import { groupedBy } from '../../../lib/data/grouped-by.ts';
import { HOUR_MS, describeAge } from '../../../lib/format/relative-time.ts';
import { parseTimestamp } from '../../../lib/format/timestamp.ts';
import { prettyJson } from '../../../lib/format/pretty-json.ts';

export const NOT_FOUND_TEXT = 'Details not found';

export type ItemTab =
  | 'config'
  | 'changes'
  | 'insights'
  | 'relationships'
  | 'playbooks'
  | 'checks'
  | 'access'
  | 'access-logs';

export interface TabDef {
  id: ItemTab;
  label: string;
  /** The summary count shown as the tab's badge; the Config tab has none. */
  count?: keyof ConfigSummaryCounts;
  /** Shown only while it has rows (spec 5-access §2.7), or while it is the current tab. */
  hideEmpty?: boolean;
}

export const ITEM_TABS: readonly TabDef[] = [
  { id: 'config', label: 'Config' },
  { id: 'changes', label: 'Changes', count: 'changes' },
  { id: 'insights', label: 'Insights', count: 'analysis' },
  { id: 'relationships', label: 'Relationships', count: 'relationships' },
  { id: 'playbooks', label: 'Playbooks', count: 'playbook_runs' },
  { id: 'checks', label: 'Checks', count: 'checks' },
  { id: 'access', label: 'Access', hideEmpty: true },
  { id: 'access-logs', label: 'Access Logs', hideEmpty: true },
];

/** The tab of `/catalog/{id}/{tab}`; none is Config, an unknown name is null (not found). */
export function tabOf(segment: string | undefined): ItemTab | null {
  if (!segment) return 'config';
  return ITEM_TABS.find((t) => t.id === segment)?.id ?? null;
}

/**
 * `/catalog/{id}` for Config, `/catalog/{id}/{tab}` for the others. An item with view tabs opens
 * on its first view (spec 4-views §2.10), so its Config tab is `/catalog/{id}/config`.
 */
export function tabPath(base: string, tab: ItemTab, hasViews = false): string {
  return tab === 'config' && !hasViews ? base : `${base}/${tab}`;
}

export type BodyLanguage = 'json' | 'yaml' | 'text';

export interface ConfigBody {
  text: string;
  language: BodyLanguage;
}

function languageOf(format: unknown): BodyLanguage {
  const f = typeof format === 'string' ? format.toLowerCase() : '';
  if (f === 'yaml' || f === 'yml') return 'yaml';
  if (f === '' || f === 'json') return 'json';
  return 'text';
}

/**
 * The document as shown: `{content, format}` keeps its text in its own format; anything else is
 * JSON, pretty-printed. A JSON string that parses is re-indented so every line is selectable.
 */
export function configBody(config: unknown): ConfigBody {
  if (config && typeof config === 'object' && !Array.isArray(config)) {
    const { content, format } = config as { content?: unknown; format?: unknown };
    if (typeof content === 'string') {
      const language = languageOf(format);
      if (language === 'json') {
        try {
          return { text: prettyJson(JSON.parse(content)), language };
        } catch {
          return { text: content, language: 'text' };
        }
      }
      return { text: content, language };
    }
  }
  if (config === undefined || config === null) return { text: '', language: 'json' };
  return { text: prettyJson(config), language: 'json' };
}

/** The 1-based line numbers in the `selected` parameters: valid, unique, ascending. */
export function selectedLines(params: URLSearchParams, lineCount?: number): number[] {
  const lines = new Set<number>();
  for (const raw of params.getAll('selected')) {
    const n = Number(raw);
    if (Number.isInteger(n) && n >= 1 && (lineCount === undefined || n <= lineCount)) lines.add(n);
  }
  return [...lines].sort((a, b) => a - b);
}

/** Click toggles one line; shift-click from an anchor selects the range (keeping the others). */
export function nextSelection(
  current: readonly number[],
  line: number,
  anchor: number | null,
  shift: boolean,
): number[] {
  const set = new Set(current);
  if (shift && anchor !== null) {
    const [from, to] = anchor < line ? [anchor, line] : [line, anchor];
    for (let n = from; n <= to; n++) set.add(n);
  } else if (set.has(line)) set.delete(line);
  else set.add(line);
  return [...set].sort((a, b) => a - b);
}

/** The URL with its `selected` parameters replaced by `lines` (other parameters kept). */
export function withSelected(params: URLSearchParams, lines: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('selected');
  for (const n of lines) next.append('selected', String(n));
  return next;
}

/** Evidence lines carry this many lines of context around the selection (spec 2 §9). */
export const EVIDENCE_CONTEXT_LINES = 3;

/** The excerpt a config evidence keeps: the selected lines and their context, by line number. */
export function evidenceExcerpt(
  lines: readonly string[],
  selected: readonly number[],
  context = EVIDENCE_CONTEXT_LINES,
): { lines: Record<string, string>; selected_lines: Record<string, string> } {
  const excerpt: Record<string, string> = {};
  const chosen: Record<string, string> = {};
  for (const n of selected) {
    chosen[n] = lines[n - 1] ?? '';
    for (let k = Math.max(1, n - context); k <= Math.min(lines.length, n + context); k++)
      excerpt[k] = lines[k - 1] ?? '';
  }
  return { lines: excerpt, selected_lines: chosen };
}

export interface PropertyGroup {
  /** The prefix the names share; '' for properties without one. */
  name: string;
  properties: ConfigProperty[];
}

const PREFIX = /^([^.:/]+)[.:/](.+)$/;

/** Properties grouped by the prefix before the first '.', ':' or '/'; ungrouped ones ('') first. */
export function groupProperties(properties: readonly ConfigProperty[] | null | undefined) {
  const groups = groupedBy(
    (properties ?? []).filter((p) => p.type !== 'hidden'),
    (p) => PREFIX.exec(p.name ?? '')?.[1] ?? '',
  );
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, list]): PropertyGroup => ({ name, properties: list }));
}

/** The property's label within its group: its name without the group's prefix. */
export function propertyLabel(p: ConfigProperty, group: string): string {
  const name = p.label ?? p.name ?? '';
  return group && name.startsWith(group) ? name.slice(group.length + 1) : name;
}

export function propertyText(p: ConfigProperty): string {
  if (p.text != null && p.text !== '') return p.text;
  if (p.value == null) return '';
  return p.unit ? `${String(p.value)} ${p.unit}` : String(p.value);
}

/** The last scrape is stale at 1 hour or more (spec 2 §2). */
export const STALE_SCRAPE_MS = HOUR_MS;

/** 'Last scraped {age} ago' when stale and the item is not deleted; null otherwise. */
export function lastScrapedWarning(item: ConfigDetail, now: Date): string | null {
  if (item.deleted_at) return null;
  const at = parseTimestamp(item.last_scraped_time);
  if (!at) return null;
  const age = now.getTime() - at.getTime();
  return age >= STALE_SCRAPE_MS ? `Last scraped ${describeAge(age)} ago` : null;
}

/** '{age} ago' for any past time (not limited to a week, as a deletion can be old). */
export function ageText(value: unknown, now: Date): string {
  const at = parseTimestamp(value);
  if (!at) return 'unknown time';
  const age = Math.max(0, now.getTime() - at.getTime());
  const text = describeAge(age);
  return text === 'just now' ? text : `${text} ago`;
}
