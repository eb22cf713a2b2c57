// A list screen described as data: where its rows come from (a ResourceSource), its columns, its
// URL filters, its page sizes and the permission its write actions need. ResourceList renders any
// definition with server paging and sorting, the filters and paging in the URL, and the loading,
// empty, error, forbidden and offline states, so a screen adds only what is its own.
import type { ReactNode } from 'react';
import type { FilterApply, ResourceSource } from '../../api/resource/resource-queries.ts';
import type { Resource } from '../../lib/permissions/permissions.ts';
import type { Column } from '../data-table/DataTable.tsx';

export interface FilterOption {
  value: string;
  label: string;
}

export interface ResourceFilter {
  /** URL parameter; 'all' and empty values are left out of the URL and the query. */
  param: string;
  label: string;
  /** The options after 'All'. */
  options: readonly FilterOption[];
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
