// Wire shapes of a config item's tabs (reference §4.3, §4.9): its changes (C6) and one change in
// full (C7), insights (C13), related configs (C8), checks (C17) and playbook runs (P9). Schemas are
// loose: unknown fields pass through and optional ones may be null.
import { z } from 'zod';
import { checkSummarySchema } from './health.types.ts';

const optStr = z.string().nullish();

export const configChangeSchema = z.looseObject({
  id: z.string(),
  config_id: z.string(),
  change_type: optStr,
  summary: optStr,
  severity: optStr,
  source: optStr,
  created_by: optStr,
  external_created_by: optStr,
  created_at: optStr,
  first_observed: optStr,
  count: z.number().nullish(),
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

export const configRefSchema = z.looseObject({
  id: z.string(),
  name: optStr,
  type: optStr,
  config_class: optStr,
});
export type ConfigRef = z.infer<typeof configRefSchema>;

export const changeDetailSchema = configChangeSchema.extend({
  diff: optStr,
  details: z.unknown().optional(),
  patches: z.unknown().optional(),
  config: configRefSchema.nullish(),
});
export type ChangeDetail = z.infer<typeof changeDetailSchema>;

export const configInsightSchema = z.looseObject({
  id: z.string(),
  analyzer: optStr,
  analysis_type: optStr,
  message: optStr,
  summary: optStr,
  severity: optStr,
  status: optStr,
  source: optStr,
  analysis: z.unknown().optional(),
  first_observed: optStr,
  last_observed: optStr,
});
export type ConfigInsight = z.infer<typeof configInsightSchema>;

export const relatedConfigSchema = z.looseObject({
  id: z.string(),
  name: optStr,
  type: optStr,
  related_ids: z.array(z.string()).nullish(),
  health: optStr,
  status: optStr,
  changes: z.number().nullish(),
  /** Insight counts by analysis type. */
  analysis: z.record(z.string(), z.unknown()).nullish(),
  deleted_at: optStr,
  updated_at: optStr,
});
export type RelatedConfig = z.infer<typeof relatedConfigSchema>;

export const configCheckSchema = checkSummarySchema.extend({ config_id: optStr });
export type ConfigCheck = z.infer<typeof configCheckSchema>;

export const configPlaybookRunSchema = z.looseObject({
  id: z.string(),
  status: optStr,
  created_at: optStr,
  start_time: optStr,
  end_time: optStr,
  scheduled_time: optStr,
  error: optStr,
  playbooks: z.looseObject({ id: z.string(), name: optStr, title: optStr, icon: optStr }).nullish(),
});
export type ConfigPlaybookRun = z.infer<typeof configPlaybookRunSchema>;

/** C8's direction and relation arguments. */
export interface RelatedConfigsParams {
  configId: string;
  typeFilter: 'incoming' | 'outgoing' | 'all';
  relation: 'both' | 'hard';
  includeDeleted: boolean;
}

/** One page of a tab's list; `total` from Content-Range. */
export interface TabPage<T> {
  rows: T[];
  total: number | null;
}
