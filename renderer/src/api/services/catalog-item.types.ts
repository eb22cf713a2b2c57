// Wire shapes of one catalog item's own reads (reference §4.3, §4.9): the item with its summary
// counts (C4), its location parents (C16), the incidents it is evidence in (C21) and its playbook
// runs (P9).
import { z } from 'zod';
import { RUN_TIMES } from './playbook-runs.types.ts';
import { columns, numeric, opt, ref, timestamps } from './wire-parts.ts';

export const configPropertySchema = z.looseObject({
  ...opt.strings('name', 'label', 'text', 'unit', 'type', 'icon'),
  value: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  headline: opt.bool,
  links: z.array(z.looseObject(opt.strings('url', 'label'))).nullish(),
});
export type ConfigProperty = z.infer<typeof configPropertySchema>;

export const configSummaryCountsSchema = z.looseObject(
  opt.numbers('changes', 'analysis', 'relationships', 'playbook_runs', 'checks'),
);
export type ConfigSummaryCounts = z.infer<typeof configSummaryCountsSchema>;

export const configDetailSchema = z.looseObject({
  id: z.string(),
  ...opt.strings('name', 'type', 'config_class', 'icon', 'status', 'health', 'description'),
  labels: opt.stringMap,
  tags: opt.stringMap,
  /** The raw document: any JSON, or `{content, format}` for text scraped in another format. */
  config: z.unknown().optional(),
  properties: z.array(configPropertySchema).nullish(),
  external_id: z.union([z.array(z.string()), z.string()]).nullish(),
  ...opt.strings('agent_id', 'agent_name', 'scraper_id', 'deleted_at', 'last_scraped_time'),
  scraper: ref('name').nullish(),
  ...timestamps,
  ...columns(numeric, 'cost_per_minute', 'cost_total_1d', 'cost_total_7d', 'cost_total_30d'),
  summary: configSummaryCountsSchema.nullish(),
});
export type ConfigDetail = z.infer<typeof configDetailSchema>;

export const configParentSchema = ref('name', 'type');
export type ConfigParent = z.infer<typeof configParentSchema>;

export const configIncidentSchema = ref('title', 'created_at', 'type', 'status', 'severity');

export const configPlaybookRunSchema = z.looseObject({
  id: z.string(),
  status: opt.str,
  ...RUN_TIMES,
  playbooks: z.looseObject(opt.strings('id', 'name', 'title', 'icon')).nullish(),
});
