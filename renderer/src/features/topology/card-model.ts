// The dashboard's cards as data (spec 2 §2, §4, §9): which components are cards, in which order,
// how wide, which properties show before 'show more', and the summaries a card carries.
import type { Component, CountsByTypeSeverity } from '../../api/services/topology.types.ts';
import { compareIds } from '../../lib/text/compare-ids.ts';
import { statusDotColor } from '../../lib/format/health.ts';
import { HEALTH } from '../../lib/vocabulary/health.ts';
import { find, rankOf } from '../../lib/vocabulary/vocabulary.ts';
import { isHiddenProperty } from './property-format.ts';

/** The named card sizes: their width in px and the label the preferences menu gives them. */
const CARD_SIZE_INFO = {
  small: { width: 198, label: 'Small' },
  medium: { width: 258, label: 'Medium' },
  large: { width: 356, label: 'Large' },
  extra_large: { width: 554, label: 'Extra large' },
} as const;
export type CardSize = keyof typeof CARD_SIZE_INFO;

/** The preferences menu's size choices. */
export const CARD_SIZE_OPTIONS = Object.entries(CARD_SIZE_INFO).map(([value, { label }]) => ({
  value,
  label,
}));

/** The card width slider (spec 2 §9). */
export const CARD_WIDTH_SLIDER = { min: 250, max: 768, step: 2 } as const;

export function isCardSize(value: unknown): value is CardSize {
  return typeof value === 'string' && Object.hasOwn(CARD_SIZE_INFO, value);
}

/** A named size or a width in px (the slider); anything else reads as the default. */
export type CardWidth = CardSize | number;
export const DEFAULT_CARD_WIDTH: CardWidth = 'medium';

export function parseCardWidth(raw: string | null | undefined): CardWidth {
  if (isCardSize(raw)) return raw;
  const n = Number(raw);
  if (raw && Number.isFinite(n))
    return Math.min(CARD_WIDTH_SLIDER.max, Math.max(CARD_WIDTH_SLIDER.min, Math.round(n)));
  return DEFAULT_CARD_WIDTH;
}

export function cardWidthPx(width: CardWidth): number {
  return typeof width === 'number' ? width : CARD_SIZE_INFO[width].width;
}

/** Large and extra large cards (and slider widths from the large size up) are wide. */
export function isWide(widthPx: number): boolean {
  return widthPx >= CARD_SIZE_INFO.large.width;
}

/** Properties listed before 'show more': 6 on wide cards, 5 on narrow ones. */
export function propertyLimit(wide: boolean): number {
  return wide ? 6 : 5;
}

/** The style that sizes every card of a container. */
export function cardWidthStyle(widthPx: number): Record<string, string> {
  return { '--mc-topo-card-width': `${widthPx}px` };
}

/** A card's properties with a value, not hidden: its headline ones (in the header) or the others. */
function shownProperties(component: Component, headline: boolean) {
  return (component.properties ?? []).filter(
    (p) => !isHiddenProperty(p) && !!p.headline === headline && (p.text != null || p.value != null),
  );
}
export const listedProperties = (component: Component) => shownProperties(component, false);
export const headlineProperties = (component: Component) => shownProperties(component, true);

/** The top border: red for unhealthy, orange for warning (the health vocabulary's colours). */
export function cardBorder(status: string | null | undefined): 'red' | 'orange' | null {
  const colour = statusDotColor(status);
  return colour === 'red' || colour === 'orange' ? colour : null;
}

export const STANDARD_SORTS = [
  { value: 'status', label: 'Health' },
  { value: 'name', label: 'Name' },
  { value: 'type', label: 'Type' },
  { value: 'updated_at', label: 'Last Updated' },
] as const;

export const FIELD_SORT_PREFIX = 'field:';

export interface Sort {
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

/** Health descending (most severe first) is the default; choosing it clears the URL's sort. */
export const DEFAULT_SORT: Sort = { sortBy: 'status', sortOrder: 'desc' };

export function isDefaultSort(sort: Sort): boolean {
  return sort.sortBy === DEFAULT_SORT.sortBy && sort.sortOrder === DEFAULT_SORT.sortOrder;
}

/** Headline property names across the components: the custom sort choices. */
export function customSortFields(components: readonly Component[]): string[] {
  const names = new Set<string>();
  for (const c of components) for (const p of headlineProperties(c)) if (p.name) names.add(p.name);
  return [...names].sort(compareIds);
}

function propertySortValue(component: Component, name: string): number | string | null {
  const p = component.properties?.find((x) => x.name === name);
  if (!p) return null;
  return typeof p.value === 'number' ? p.value : (p.text ?? null);
}

/**
 * The cards in the chosen order. Health sorts by the health vocabulary's seriousness, descending
 * puts unhealthy first (spec 2 §133); components without the sorted field go last either way; ties
 * fall back to the name.
 */
export function sortComponents(components: readonly Component[], sort: Sort): Component[] {
  const dir = sort.sortOrder === 'desc' ? -1 : 1;
  const byName = (a: Component, b: Component) => compareIds(a.name, b.name);
  const key = (c: Component): number | string | null => {
    if (sort.sortBy === 'status') return rankOf(HEALTH, c.status);
    if (sort.sortBy === 'name') return c.name;
    if (sort.sortBy === 'type') return c.type ?? null;
    if (sort.sortBy === 'updated_at') return c.updated_at ? Date.parse(c.updated_at) : null;
    if (sort.sortBy.startsWith(FIELD_SORT_PREFIX))
      return propertySortValue(c, sort.sortBy.slice(FIELD_SORT_PREFIX.length));
    return null;
  };
  return [...components].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === null || kb === null) return ka === kb ? byName(a, b) : ka === null ? 1 : -1;
    const order =
      typeof ka === 'number' && typeof kb === 'number'
        ? ka - kb
        : compareIds(String(ka), String(kb));
    return dir * order || byName(a, b);
  });
}

export interface CardFilter {
  statuses: readonly string[];
  types: readonly string[];
  agentId: string | undefined;
  showHidden: boolean;
  /** `key=value` labels a card must not carry. */
  excludedLabels: readonly string[];
}

/**
 * The cards of the page: at the roots, every root; below a component (`self`), its children
 * (itself when it has none). Filters the backend may not apply (upstream ignores hidden and
 * agent_id) are applied here as well.
 */
export function cardsOf(
  components: readonly Component[],
  self: Component | null,
  filter: CardFilter,
): Component[] {
  const list = self ? (self.components?.length ? self.components : [self]) : components;
  return list.filter((c) => {
    if (!filter.showHidden && c.hidden) return false;
    if (filter.agentId && c.agent_id !== filter.agentId) return false;
    if (filter.types.length && !filter.types.includes(c.type ?? '')) return false;
    if (filter.statuses.length && !filter.statuses.includes(c.status ?? '')) return false;
    for (const label of filter.excludedLabels) {
      const at = label.indexOf('=');
      if (at > 0 && c.labels?.[label.slice(0, at)] === label.slice(at + 1)) return false;
    }
    return true;
  });
}

export interface CountByKey {
  key: string;
  count: number;
}

/** `{type: {severity: n}}` → per type, the total and its worst severity. */
export function typeTotals(
  counts: CountsByTypeSeverity | null | undefined,
): { type: string; count: number; severities: CountByKey[] }[] {
  return Object.entries(counts ?? {})
    .map(([type, bySeverity]) => {
      const severities = Object.entries(bySeverity)
        .filter(([, n]) => n > 0)
        .map(([key, count]) => ({ key, count }));
      return { type, count: severities.reduce((sum, s) => sum + s.count, 0), severities };
    })
    .filter((t) => t.count > 0)
    .sort((a, b) => compareIds(a.type, b.type));
}

/** Counts by health, most serious first (the health vocabulary's order), the zero ones left out. */
const byHealth = (counts: Readonly<Record<string, number | null | undefined>>): CountByKey[] =>
  Object.entries(counts)
    .flatMap(([key, count]) => (count ? [{ key, count }] : []))
    .sort((a, b) => rankOf(HEALTH, b.key) - rankOf(HEALTH, a.key));

/** Health counts of the component's subtree (its summary), a leaf counting itself. */
export function healthCounts(component: Component): CountByKey[] {
  const { healthy, warning, unhealthy } = component.summary ?? {};
  if (healthy || warning || unhealthy) return byHealth({ healthy, warning, unhealthy });
  const own = find(HEALTH, component.status)?.value;
  return own && own !== 'unknown' ? [{ key: own, count: 1 }] : [];
}

/** Check counts by status: the component's own, or its subtree's. */
export const checkCounts = (component: Component) =>
  byHealth(component.checks ?? component.summary?.checks ?? {});

/** The component's ancestors from its dot-separated path of ids, root first. */
export function pathIds(path: string | null | undefined): string[] {
  return (path ?? '').split('.').filter((id) => id !== '');
}
