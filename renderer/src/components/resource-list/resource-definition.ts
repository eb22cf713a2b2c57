// A list screen described as data: where its rows come from (a ResourceSource), its columns, its
// URL filters, its page sizes and the permission its write actions need. ResourceList renders any
// definition with server paging and sorting, the filters and paging in the URL, and the loading,
// empty, error, forbidden and offline states, so a screen adds only what is its own.
import type { ReactElement, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PostgrestQuery } from '../../api/http/postgrest.ts';
import type { FilterApply } from '../../api/resource/resource-queries.ts';
import type { ListSource } from './fetch-source.ts';
import { decodeLabelFilter } from '../../lib/labels/label-filter.ts';
import type { FilterSpec } from '../../lib/url-state/filter-codec.ts';
import type { Resource } from '../../lib/permissions/permissions.ts';
import type { Column } from '../data-table/column.ts';
import type { ListGroups } from './list-groups.tsx';

export interface FilterOption {
  value: string;
  label: string;
  /** Shown beside the label in a searchable select (a type icon, say). */
  icon?: ReactElement;
  /** A second, quieter line in a searchable select (a component's type, say). */
  description?: string;
}

/**
 * Options read from the server (through the query cache, so other screens share them). `values`
 * holds the list's values of the filter's `optionsFollow` params (facets that narrow each other).
 */
export type FilterOptionsLoader = (
  orgId: string,
  client: QueryClient,
  values: Readonly<Record<string, string>>,
) => Promise<readonly FilterOption[]>;

/**
 * One filter of a list, as data: the URL codec (lib/url-state/filter-codec.ts), the FilterBar
 * (its widget and the chip of its value) and the query (`apply`) all derive from it.
 * Kinds: 'select' (one option or All), 'multiSelect' (any of several), 'triState' (each option
 * included, excluded or neither), 'labels' (key=value, OR within a key, AND across keys),
 * 'search' (free text, written after URL_SEARCH_DEBOUNCE_MS), 'text' (free text its `validate`
 * accepts, else that message under the box), 'timeRange', 'toggle' (on/off).
 */
export interface ResourceFilter extends FilterSpec {
  label: string;
  /** Static options (a select's come after 'All'), or a loader for options the server knows. */
  options?: readonly FilterOption[] | FilterOptionsLoader;
  /** Params of the same list whose values the options loader reads (and reloads on). */
  optionsFollow?: readonly string[];
  /** A select that lists many options renders a searchable dropdown instead of a native one. */
  searchable?: boolean;
  /** A multiSelect of a few options shows them as toggle buttons (a group named by the label). */
  buttons?: boolean;
  /** A select of a few options shows them as a segmented control named by the label: no 'All'
   * and no chip, the first option standing for no value (choosing it clears the param). */
  segmented?: boolean;
  /** A text filter's suggested values (a datalist after 'All'). */
  suggestions?: readonly string[];
  /** A search box's placeholder (also its accessible name); 'Search' when not given; a required
   * select's text while it has no value. */
  placeholder?: string;
  /** A search box writes the URL after this much quiet; URL_SEARCH_DEBOUNCE_MS when not given. */
  debounceMs?: number;
  /** A select the screen cannot do without (the component whose logs it shows): no 'All' choice
   * and no chip, since clearing it is not a way to widen the list. */
  required?: boolean;
  /** How the value narrows a PostgREST source; a screen that reads otherwise leaves it out. */
  apply?: FilterApply;
  /** Set only by links from other screens (a config id, say): no widget, only its chip. */
  linkOnly?: boolean;
}

/** A list's definition; `getRowId` may be left out when the row has an `id` (rowIdOf). */
export type ResourceListDefinition<T> = ResourceListFields<T> & RowIdNeeded<T>;

/** A row without a string `id` must say what identifies it; with one, its `id` is the default. */
type RowIdNeeded<T> = [T] extends [{ id: string }] ? unknown : { getRowId: (row: T) => string };

const byId = (row: unknown) => (row as { id: string }).id;

/** The definition's row identity: its `getRowId`, or the row's `id` (RowIdNeeded allows no other
 * case). */
export const rowIdOf = <T>(def: { getRowId?: (row: T) => string }): ((row: T) => string) =>
  def.getRowId ?? byId;

export interface ResourceListFields<T> {
  /** A PostgREST table (filters narrow it through `apply`) or a fetch source (it reads them). */
  source: ListSource<T>;
  /** Heading and the table's accessible name. */
  title: string;
  /** A column whose `sortable` is set sorts on the server by its id (a column of the source). */
  columns: readonly Column<T>[];
  filters?: readonly ResourceFilter[];
  /** The order before the user sorts (a column id): the table shows it as the sorted column. */
  /** URL params the screen reads itself (a dialog's `id`, say), kept in links the list builds. */
  passThrough?: readonly string[];
  /** The first is the default; 50/100/200 when not given. */
  pageSizes?: readonly number[];
  /** The page size stays in the URL even at its default (links to the list always carry it). */
  pageSizeInUrl?: boolean;
  /** The sort while the URL names none (shown on its column); none when not given. */
  defaultSort?: { sortBy: string; sortOrder: 'asc' | 'desc' };
  /** The table's height bound (CSS or pixels); LIST_TABLE_HEIGHT when not given. */
  tableHeight?: number | string;
  /** 'No resources found' when not given. */
  emptyText?: string;
  /** The title of a failed read ('Error loading scopes'); 'Could not load <title>' when not given. */
  errorTitle?: string;
  /** What an empty list says when the user's filters (not the defaults) narrowed it. */
  filteredEmptyText?: string;
  /** The permission write actions (add, edit, delete) need. */
  permission: Resource;
  /** The row's identity (selection, keys, dialogs); the row's `id` when not given. */
  getRowId?: (row: T) => string;
  /** What a row is called (its ⋯ button reads 'Actions for <name>'). */
  rowName?: (row: T) => string;
  /** A row's own class (an expired silence struck through), or undefined. */
  rowClassName?: (row: T) => string | undefined;
  /** Where a row leads, if anywhere. */
  rowHref?: (row: T) => string;
  /** The row's page needs write on `permission` (an editor): without it, rows lead nowhere. */
  rowHrefNeedsWrite?: boolean;
  /** How the rows of a page gather under group rows (list-groups.tsx); a flat list when absent. */
  groups?: ListGroups<T>;
  /** The organisation a row belongs to, when not the window's (a fleet-wide list): its link,
   * copied or opened, leads there. */
  rowOrgId?: (row: T) => string;
}

export const NO_RESOURCES_TEXT = 'No resources found';

/** What a list screen adds beside the heading, e.g. its Add button (rendered only for writers). */
export type ListActions = (context: { offline: boolean }) => ReactNode;

/** A tri-state filter's apply: included values as `in.(…)`, excluded ones as `not.in.(…)`. */
export function triStateApply(column: string): FilterApply {
  return (query: PostgrestQuery<unknown>, value: string) => {
    const states = Object.entries(decodeLabelFilter(value));
    const included = states.filter(([, state]) => state === 1).map(([key]) => key);
    const excluded = states.filter(([, state]) => state === -1).map(([key]) => key);
    if (included.length > 0) query.in(column, included);
    if (excluded.length > 0) query.notIn(column, excluded);
  };
}

/** The empty list's text: the definition's own, or its filtered one while a filter narrows it. */
export function listEmptyText<T>(
  def: ResourceListDefinition<T>,
  filters: Readonly<Record<string, string>>,
): string {
  const narrowed = (def.filters ?? []).some(
    (filter) =>
      filters[filter.param] !== undefined && filters[filter.param] !== filter.defaultValue,
  );
  return (narrowed ? def.filteredEmptyText : undefined) ?? def.emptyText ?? NO_RESOURCES_TEXT;
}

/**
 * A list's table fills the window below the heading, filters and pager (at 1280×800 about 550
 * px), instead of a fixed box that leaves the lower half of a tall window empty.
 */
export const LIST_TABLE_HEIGHT = 'calc(100vh - 250px)';
