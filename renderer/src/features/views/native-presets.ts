// What a `uiRef` section presets on the list it embeds (spec 4-views §2.7): the changes list's
// and the catalog list's URL params (components/catalog-lists/) from the section's filters, whose
// `-` (or `!`) marks an excluded value. The section's params sit under `changes_{title}__` or
// `configs_{title}__`, so two sections and the page keep apart.
import { encodeLabelFilter } from '../../lib/labels/label-filter.ts';
import { withoutEmpty } from '../../lib/data/without-empty.ts';
import { PAST_PRESETS, type TimeRange } from '../../lib/time/time-range.ts';
import { timeRangeValue } from '../../lib/url-state/filter-codec.ts';
import { safeTitle } from './view-params.ts';

type Presets = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const entries = (value: unknown): string[] =>
  (text(value) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const excluded = (entry: string) => entry.startsWith('-') || entry.startsWith('!');

/** `a,-b` → the list's tri-state value (`a:1,b:-1`). */
export function triStateValue(value: unknown): string | undefined {
  const filter: Record<string, 1 | -1> = {};
  for (const entry of entries(value))
    filter[excluded(entry) ? entry.slice(1) : entry] = excluded(entry) ? -1 : 1;
  return encodeLabelFilter(filter) || undefined;
}

/** `a,-b` → `a,!b`, the exclusion the changes search reads. */
const selectorValue = (value: unknown) =>
  entries(value)
    .map((entry) => (excluded(entry) ? `!${entry.slice(1)}` : entry))
    .join(',') || undefined;

const DURATION = /^(\d+)([smhdwMy])$/;

/** `from`/`to` ('24h', '7d', or timestamps) as the list's time range. */
export function rangeValue(from: unknown, to: unknown): string | undefined {
  const start = text(from);
  if (!start) return undefined;
  const span = DURATION.exec(start);
  const range: TimeRange = span
    ? {
        type: 'relative',
        display: PAST_PRESETS.find((p) => p.range === `now-${start}`)?.display ?? start,
        range: `now-${start}`,
      }
    : { type: 'absolute', display: start, from: start, to: text(to) ?? 'now' };
  return timeRangeValue(range);
}

/** The changes list's params from `uiRef.changes`. */
export function changesPresets(p: Presets): Record<string, string> {
  return withoutEmpty({
    configType: selectorValue(p.configTypes),
    changeType: triStateValue(p.changeType),
    severity: text(p.severity),
    range: rangeValue(p.from, p.to),
    tags: triStateValue(p.tags),
    source: text(p.source),
    summary: text(p.summary),
    createdBy: text(p.createdBy),
  });
}

/** The catalog list's params from `uiRef.configs`. */
export function configsPresets(p: Presets): Record<string, string> {
  return withoutEmpty({
    search: text(p.search),
    configType: text(p.configType),
    labels: triStateValue(p.labels),
    status: triStateValue(p.status),
    health: triStateValue(p.health),
  });
}

export const nativePrefix = (kind: 'changes' | 'configs', title: string): string =>
  `${kind}_${safeTitle(title)}__`;
