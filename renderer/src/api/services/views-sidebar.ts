// What the shell needs of views at start-up, apart from the views screens (issue 33: the
// start-up bundle carries neither the views' wire schemas nor their reads): the sidebar's views
// (spec 4-views §2.3), the summary's shape, the views' query keys and how long answers are kept.
// views.ts and views.types.ts re-export all of it.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import { opt } from './wire-parts.ts';

/** How long the client keeps a view's answers before reading them again (spec §9). */
export const VIEW_STALE_MS = 5 * 60_000;

export type ViewVariables = Readonly<Record<string, string>>;

/** A page of a view's table: the URL's page, sort and column filters, for one fingerprint. */
export interface ViewRowsParams {
  table: string;
  fingerprint: string;
  pageIndex: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  /** Multiselect columns: `a=1,b=-1` (tri-state: 1 included, -1 excluded), by column name. */
  filters: Readonly<Record<string, string>>;
  /** Which of the filtered columns hold labels (`key=value` chips filter inside the JSON). */
  labelColumns: readonly string[];
}

export const viewKeys = {
  all: ['views'] as const,
  dashboard: () => ['views', 'dashboard'] as const,
  metadata: (id: string) => ['views', 'metadata', { id }] as const,
  results: () => ['views', 'result'] as const,
  result: (id: string, variables: ViewVariables) => ['views', 'result', { id, variables }] as const,
  sectionResult: (ns: string, name: string, variables: ViewVariables) =>
    ['views', 'result', { ns, name, variables }] as const,
  rows: () => ['views', 'rows'] as const,
  rowsPage: (params: ViewRowsParams) => ['views', 'rows', params] as const,
  sidebar: () => ['views', 'sidebar'] as const,
  lookup: (namespace: string | undefined, name: string) =>
    ['views', 'lookup', { namespace, name }] as const,
  forConfig: (configId: string) => ['views', 'config', { configId }] as const,
  pluginVariables: (viewId: string, configId: string) =>
    ['views', 'plugin-variables', { viewId, configId }] as const,
};

/** `views_summary` (the sidebar, lookups by name) and `/view/list?config_id=` (catalog tabs). */
export const viewSummarySchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  namespace: opt.str,
  title: opt.str,
  icon: opt.str,
  ordinal: opt.num,
  sidebar: opt.bool,
});
export type ViewSummary = z.infer<typeof viewSummarySchema>;

const SIDEBAR_SELECT = 'id,name,namespace,title,icon,ordinal';

/** The views marked for the sidebar, in their order (spec §2.3). */
export function sidebarViewsQuery(orgId: string) {
  return queryOptions({
    queryKey: viewKeys.sidebar(),
    staleTime: VIEW_STALE_MS,
    queryFn: ({ signal }) =>
      postgrest('views_summary', viewSummarySchema)
        .select(SIDEBAR_SELECT)
        .eq('sidebar', true)
        .order('ordinal', { ascending: true })
        .order('title', { ascending: true })
        .list(orgId, signal),
  });
}
