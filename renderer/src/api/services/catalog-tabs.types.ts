// Wire shapes of a config item's tabs (reference §4.3, §4.9): its changes (C6) and one change in
// full (C7), insights (C13), related configs (C8), checks (C17) and playbook runs (P9). Schemas are
// loose: unknown fields pass through and optional ones may be null.
import { z } from 'zod';
import { checkSummarySchema } from './health.types.ts';
import { RUN_TIMES } from './playbook-runs.types.ts';
import { opt, ref } from './wire-parts.ts';

/** The columns a change of the changes tab (C6) and of the global changes search (C3) share. */
export const CHANGE_COLUMNS = {
  ...opt.strings('change_type', 'summary', 'severity', 'source', 'created_at', 'first_observed'),
  ...opt.strings('created_by', 'external_created_by'),
};

export const configChangeSchema = z.looseObject({
  id: z.string(),
  config_id: z.string(),
  ...CHANGE_COLUMNS,
  count: opt.num,
});
export type ConfigChange = z.infer<typeof configChangeSchema>;

export const configRefSchema = ref('name', 'type', 'config_class');

export const changeDetailSchema = configChangeSchema.extend({
  diff: opt.str,
  details: z.unknown().optional(),
  patches: z.unknown().optional(),
  config: configRefSchema.nullish(),
});
export type ChangeDetail = z.infer<typeof changeDetailSchema>;

/** The columns an insight (C13) and a component's insight (T7's view) share. */
export const INSIGHT_COLUMNS = {
  ...opt.strings('analyzer', 'analysis_type', 'message', 'severity', 'status'),
  ...opt.strings('first_observed', 'last_observed'),
};

export const configInsightSchema = z.looseObject({
  id: z.string(),
  ...INSIGHT_COLUMNS,
  ...opt.strings('summary', 'source'),
  analysis: z.unknown().optional(),
});
export type ConfigInsight = z.infer<typeof configInsightSchema>;

export const relatedConfigSchema = z.looseObject({
  id: z.string(),
  ...opt.strings('name', 'type', 'health', 'status', 'deleted_at', 'updated_at'),
  related_ids: z.array(z.string()).nullish(),
  changes: opt.num,
  /** Insight counts by analysis type. */
  analysis: opt.jsonMap,
});
export type RelatedConfig = z.infer<typeof relatedConfigSchema>;

export const configCheckSchema = checkSummarySchema.extend({ config_id: opt.str });
export type ConfigCheck = z.infer<typeof configCheckSchema>;

export const configPlaybookRunSchema = z.looseObject({
  id: z.string(),
  ...opt.strings('status', 'error'),
  ...RUN_TIMES,
  playbooks: ref('name', 'title', 'icon').nullish(),
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
