// Wire shapes of the global catalog lists (reference §4.3): the changes search (C3, its request
// and ConfigChangeRow), the insights list (C12), a component's insights (T7 view), the insight
// filter options (C14) and the filter lists (C15). Schemas are loose: unknown fields pass through.
import { z } from 'zod';
import {
  CHANGE_COLUMNS,
  INSIGHT_COLUMNS,
  configInsightSchema,
  configRefSchema,
} from './catalog-tabs.types.ts';
import { opt, ref } from './wire-parts.ts';

/** C3's body as the console sends it; empty fields are left out. */
export interface CatalogChangesRequest {
  config_type?: string;
  type?: string;
  severity?: string;
  tags?: string;
  summary?: string;
  source?: string;
  created_by?: string;
  id?: string;
  from?: string;
  to?: string;
  page: number;
  page_size: number;
  sort_by: string;
  recursive: 'none' | 'upstream' | 'downstream' | 'all';
  depth?: number;
  include_deleted_configs: boolean;
}

/** ConfigChangeRow: `name`, `type`, `tags` and `deleted_at` are the config's. */
export const catalogChangeRowSchema = z.looseObject({
  id: z.string(),
  config_id: z.string(),
  ...CHANGE_COLUMNS,
  count: opt.num,
  ...opt.strings('name', 'type', 'deleted_at'),
  tags: opt.jsonMap,
});
export type CatalogChangeRow = z.infer<typeof catalogChangeRowSchema>;

/** C3's answer: all three keys are omitted when nothing matches (`{}`). */
export const catalogChangesResponseSchema = z.looseObject({
  summary: opt.countMap,
  total: opt.num,
  changes: z.array(z.unknown()).nullish(),
});

export interface CatalogChangesPage {
  rows: CatalogChangeRow[];
  total: number;
  /** Rows of the answer that did not match the schema (skipped; the list says so). */
  skipped: number;
}

/** One insight of the global list; the config's columns come flattened from the view. */
export const catalogInsightSchema = configInsightSchema.extend(
  opt.strings('config_id', 'config_name', 'config_type', 'config_class'),
);
export type CatalogInsight = z.infer<typeof catalogInsightSchema>;

/** A row of `analysis_by_component`: one insight of a config linked to the component. */
export const componentInsightSchema = z.looseObject({
  analysis_id: z.string(),
  config_id: opt.str,
  ...INSIGHT_COLUMNS,
});
export type ComponentInsight = z.infer<typeof componentInsightSchema>;

export const configNameSchema = configRefSchema;

export const insightFilterOptionsSchema = z.looseObject({
  types: z.array(z.string()).nullish(),
  analyzers: z.array(z.string()).nullish(),
  config_types: z.array(z.string()).nullish(),
});

export const changeTypeRowSchema = z.looseObject({ change_type: opt.str });
export const tagRowSchema = z.looseObject({ key: z.string(), value: opt.str });
export const componentNameSchema = ref('name', 'type', 'icon');

export type InsightSortColumn =
  | 'config_name'
  | 'analysis_type'
  | 'analyzer'
  | 'severity'
  | 'status'
  | 'first_observed'
  | 'last_observed';

/** The insights list's filters, page and sort, as the page reads them from the URL. */
export interface CatalogInsightsParams {
  component?: string;
  type?: string;
  severity?: string;
  analyzer?: string;
  /** Open, resolved or silenced; every status when not given. */
  status?: string;
  configType?: string;
  pageIndex: number;
  pageSize: number;
  sortBy: InsightSortColumn;
  sortDesc: boolean;
}

export interface CatalogInsightsPage {
  rows: CatalogInsight[];
  total: number;
  /** Rows of the answer that did not match the schema (skipped; the list says so). */
  skipped: number;
}
