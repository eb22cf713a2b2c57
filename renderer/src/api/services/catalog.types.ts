// Wire shapes of the catalog inventory (reference §4.3): rows of the `configs` view (C1), the
// `POST /catalog/summary` request and rows (C2), and the filter-option views (C15).
import { z } from 'zod';
import { columns, numeric, opt, ref, timestamps } from './wire-parts.ts';

export const configListRowSchema = z.looseObject({
  id: z.string(),
  ...opt.strings('name', 'type', 'config_class', 'status', 'health', 'deleted_at'),
  labels: opt.stringMap,
  tags: opt.stringMap,
  ...timestamps,
  ...columns(numeric, 'cost_per_minute', 'cost_total_1d', 'cost_total_30d'),
  changes: opt.num,
  analysis: opt.countMap,
  agent: ref('name').nullish(),
});
export type ConfigListRow = z.infer<typeof configListRowSchema>;

/** One group of the summary: `type`, each groupBy column (a tag key or config_class), counts. */
export const configSummaryRowSchema = z.looseObject({
  type: z.string(),
  count: z.number(),
  health: opt.countMap,
  changes: opt.num,
  analysis: opt.countMap,
  cost_30d: numeric,
  ...timestamps,
});
export type ConfigSummaryRow = z.infer<typeof configSummaryRowSchema>;
export const configSummaryResponseSchema = z.array(configSummaryRowSchema).nullable();

/** The body of `POST /catalog/summary`, as the console sends it. */
export interface ConfigSummaryRequest {
  groupBy: string[];
  /** Include deleted items. */
  deleted: boolean;
  /** Label key → comma list of values, `!v` excluding. */
  filter?: Record<string, string>;
  /** `healthy,!unhealthy` */
  health?: string;
  status?: string;
  changes: { since: string };
  analysis: { since: string };
  cost: string;
}

/** Include and exclude lists of one filter (a tri-state choice). */
export interface IncludeExclude {
  include: string[];
  exclude: string[];
}

/** What the configs table (C1) asks for. Plain data: it is the query key. */
export interface ConfigListParams {
  configType?: string;
  search?: string;
  status?: IncludeExclude;
  health?: IncludeExclude;
  /** `key=value` → 1 include, -1 exclude; matched against labels and tags. */
  labels?: Readonly<Record<string, 1 | -1>>;
  hideDeleted: boolean;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

export const configTypeRowSchema = z.looseObject({ type: z.string() });
export const configStatusRowSchema = z.looseObject({ status: opt.str });
export const tagKeyRowSchema = z.looseObject({ key: z.string() });
export const keyValueRowSchema = z.looseObject({ key: z.string(), value: opt.str });
