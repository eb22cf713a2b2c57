// A list screen described as data: where its rows come from (a ResourceSource), its columns, its
// URL filters, its page sizes and the permission its write actions need. ResourceList renders any
// definition with server paging and sorting, the filters and paging in the URL, and the loading,
// empty, error, forbidden and offline states, so a screen adds only what is its own.
import type { ReactNode } from 'react';
import type { PostgrestQuery } from '../../api/http/postgrest.ts';
import type { FilterApply, ResourceSource } from '../../api/resource/resource-queries.ts';
import { decodeLabelFilter } from '../../lib/labels/label-filter.ts';
import type { Resource } from '../../lib/permissions/permissions.ts';
import type { Column } from '../data-table/column.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface ResourceFilter {
  /** URL parameter; 'all' and empty values are left out of the URL and the query. */
  param: string;
  label: string;
  /** 'select': one option or All. 'tristate': each option included, excluded or neither
   * (`value:1,value:-1` in the URL, as the label filters). */
  kind?: 'select' | 'tristate';
  /** The options (after 'All' for a select). */
  options: readonly FilterOption[];
  /** The value while the URL has none (e.g. 'SUCCESS:-1'). */
  defaultValue?: string;
  apply: FilterApply;
}

export interface ResourceListDefinition<T> {
  source: ResourceSource<T>;
  /** Heading and the table's accessible name. */
  title: string;
  /** A column whose `sortable` is set sorts on the server by its id (a column of the source). */
  columns: readonly Column<T>[];
  filters?: readonly ResourceFilter[];
  /** The first is the default; 50/100/200 when not given. */
  pageSizes?: readonly number[];
  /** 'No resources found' when not given. */
  emptyText?: string;
  /** The permission write actions (add, edit, delete) need. */
  permission: Resource;
  getRowId: (row: T) => string;
  /** Where a row leads, if anywhere. */
  rowHref?: (row: T) => string;
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
