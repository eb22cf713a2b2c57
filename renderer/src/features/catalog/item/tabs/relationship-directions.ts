// The Relationships tab's URL state (spec 2 §2, §9) as list filters, so the kit's codec reads and
// writes it (defaults leave no parameter behind): the view (`view=graph`) and the graph's layout
// (`rankdir=TB`, `edges=smoothstep`), the Outgoing, Incoming and Soft toggles, and whether deleted
// items show. At least one direction stays on: a URL with both off reads as Outgoing on, the
// Outgoing switch is locked while Incoming is off, and turning Incoming off turns Outgoing on.
// The toggles become C8's `type_filter` (incoming, outgoing or all) and relation (Soft: both).
// Type, Health and Status (spec 2 §9: configTypes, health, status) narrow the answer here.
import type { RelatedConfig } from '../../../../api/services/catalog-tabs.types.ts';
import type {
  FilterOption,
  ResourceFilter,
} from '../../../../components/resource-list/resource-definition.ts';
import type { ListState } from '../../../../lib/url-state/filter-codec.ts';
import { HEALTH_OPTIONS } from '../../../../components/catalog-lists/catalog-filters.tsx';

/** A choice of the toolbar: its first option is the default and leaves no parameter behind. */
export type Choice = ResourceFilter & { options: readonly FilterOption[] };

const choice = (param: string, label: string, options: [string, string][]): Choice => ({
  param,
  label,
  segmented: true,
  options: options.map(([value, text]) => ({ value, label: text })),
});

export const VIEW_CHOICE = choice('view', 'Relationships view', [
  ['table', 'Table'],
  ['graph', 'Graph'],
]);

/** The graph's layout choices, each with its name on the toolbar. */
export const LAYOUT_CHOICES = [
  {
    caption: 'Layout',
    filter: choice('rankdir', 'Graph direction', [
      ['LR', 'Left to right'],
      ['TB', 'Top to bottom'],
    ]),
  },
  {
    caption: 'Edges',
    filter: choice('edges', 'Edge style', [
      ['bezier', 'Bezier'],
      ['smoothstep', 'Smooth step'],
    ]),
  },
];

/** Type, Health and Status narrow the answer here, each by the related item's field. */
const NARROWING = [
  { param: 'configTypes', label: 'Type', field: 'type' },
  { param: 'health', label: 'Health', field: 'health' },
  { param: 'status', label: 'Status', field: 'status' },
] as const;

export const RELATIONSHIP_PARAMS = {
  filters: [
    VIEW_CHOICE,
    ...LAYOUT_CHOICES.map((c) => c.filter),
    { param: 'outgoing', label: 'Outgoing', kind: 'toggle', defaultValue: 'true' },
    { param: 'incoming', label: 'Incoming', kind: 'toggle' },
    { param: 'relation', label: 'Soft', options: [{ value: 'soft', label: 'soft' }] },
    { param: 'showDeleted', label: 'Show deleted', kind: 'toggle' },
    ...NARROWING,
  ],
} as const satisfies { filters: readonly ResourceFilter[] };

/** The toolbar's Type, Health and Status, their options the values the related items have. */
export function relatedFilters(rows: readonly RelatedConfig[]): ResourceFilter[] {
  const present = (field: 'type' | 'status') =>
    [...new Set(rows.flatMap((r) => (r[field] ? [r[field]] : [])))]
      .sort()
      .map((value) => ({ value, label: value }));
  return NARROWING.map(({ field, ...filter }) => ({
    ...filter,
    options: field === 'health' ? HEALTH_OPTIONS : present(field),
  }));
}

/** The rows the tab lists (and its badge counts): the related items but this one, filtered. */
export function relatedShown(
  rows: readonly RelatedConfig[],
  configId: string,
  values: ListState['filters'],
): RelatedConfig[] {
  return rows.filter(
    (r) =>
      r.id !== configId &&
      NARROWING.every(({ param, field }) => !values[param] || r[field] === values[param]),
  );
}

export interface Directions {
  outgoing: boolean;
  incoming: boolean;
  soft: boolean;
}

export function directionsOf(values: ListState['filters']): Directions {
  const incoming = values.incoming === 'true';
  return { outgoing: values.outgoing === 'true' || !incoming, incoming, soft: !!values.relation };
}

/** The filter values an Incoming switch writes: off turns Outgoing on. */
export const incomingPatch = (on: boolean) =>
  on ? { incoming: 'true' } : { incoming: undefined, outgoing: 'true' };

export function typeFilterOf(directions: Directions): 'incoming' | 'outgoing' | 'all' {
  if (directions.incoming && directions.outgoing) return 'all';
  return directions.incoming ? 'incoming' : 'outgoing';
}

export const relationOf = (directions: Directions): 'both' | 'hard' =>
  directions.soft ? 'both' : 'hard';
