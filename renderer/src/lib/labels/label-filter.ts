// Tri-state label filter (spec 1 §4, spec 2 §5): each label ("key=value") is included (1),
// excluded (-1) or not filtered (0, dropped). The state lives in the URL as
// `labels=<label>:1,<label>:-1`, each label percent-encoded so ',' and ':' inside it are safe.
import { compareIds } from '../text/compare-ids.ts';

export type TriState = 1 | 0 | -1;
export type LabelFilter = Readonly<Record<string, TriState>>;

/** Sets one label, dropping it when its state becomes 0. */
export function setLabelState(filter: LabelFilter, label: string, state: TriState): LabelFilter {
  const { [label]: _previous, ...rest } = filter;
  return state === 0 ? rest : { ...rest, [label]: state };
}

/** Serialises for the URL; an empty filter gives an empty string (the caller drops the param). */
export function encodeLabelFilter(filter: LabelFilter): string {
  return Object.entries(filter)
    .filter(([, state]) => state !== 0)
    .sort(([a], [b]) => compareIds(a, b))
    .map(([label, state]) => `${encodeURIComponent(label)}:${state}`)
    .join(',');
}

/**
 * Parses the URL value. Malformed entries are skipped and reported through `onInvalid` (the spec
 * says label parse failures are only logged), so a bad link never breaks the screen.
 */
export function decodeLabelFilter(
  value: string | null | undefined,
  onInvalid: (entry: string) => void = (entry) =>
    console.warn('Ignoring malformed label filter entry', entry),
): LabelFilter {
  const out: Record<string, TriState> = {};
  if (!value) return out;
  for (const entry of value.split(',')) {
    if (entry === '') continue;
    const colon = entry.lastIndexOf(':');
    const state = colon > 0 ? entry.slice(colon + 1) : '';
    if (state !== '1' && state !== '-1' && state !== '0') {
      onInvalid(entry);
      continue;
    }
    let label: string;
    try {
      label = decodeURIComponent(entry.slice(0, colon));
    } catch {
      onInvalid(entry);
      continue;
    }
    if (state !== '0') out[label] = Number(state) as TriState;
  }
  return out;
}

export const CONDENSE_AT = 4;

/** Button text: the chosen labels, or a count once 4 or more are selected. */
export function labelFilterSummary(filter: LabelFilter): string {
  const active = Object.entries(filter).filter(([, state]) => state !== 0);
  if (active.length === 0) return 'All';
  if (active.length >= CONDENSE_AT) return `${active.length} selected`;
  return active.map(([label, state]) => (state === -1 ? `!${label}` : label)).join(', ');
}

/** Splits into the include and exclude lists a query needs. */
export function splitLabelFilter(filter: LabelFilter): { include: string[]; exclude: string[] } {
  const entries = Object.entries(filter);
  return {
    include: entries.filter(([, s]) => s === 1).map(([l]) => l),
    exclude: entries.filter(([, s]) => s === -1).map(([l]) => l),
  };
}

/** A query's filter expression: included values, then excluded ones as `negate` writes them. */
export function filterExpression(
  choice: { include: readonly string[]; exclude: readonly string[] },
  negate = (value: string) => `!${value}`,
): string | undefined {
  const parts = [...choice.include, ...choice.exclude.map(negate)];
  return parts.length > 0 ? parts.join(',') : undefined;
}

/** The label filter per key: the values to include (any of them) and to exclude (none of them). */
export function labelFilterByKey(
  filter: LabelFilter,
): Map<string, { include: string[]; exclude: string[] }> {
  const keys = new Map<string, { include: string[]; exclude: string[] }>();
  for (const [label, state] of Object.entries(filter)) {
    const at = label.indexOf('=');
    if (at <= 0 || state === 0) continue;
    const key = label.slice(0, at);
    const entry = keys.get(key) ?? { include: [], exclude: [] };
    (state === 1 ? entry.include : entry.exclude).push(label.slice(at + 1));
    keys.set(key, entry);
  }
  return keys;
}
