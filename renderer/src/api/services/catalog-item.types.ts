// Wire shapes of one catalog item's own reads (reference §4.3, §4.9): the item with its summary
// counts (C4), its location parents (C16), the incidents it is evidence in (C21) and its playbook
// runs (P9).
import { numeric } from './catalog.types.ts';
import { z } from 'zod';

export const configPropertySchema = z.looseObject({
  name: z.string().nullish(),
  label: z.string().nullish(),
  text: z.string().nullish(),
  value: z.union([z.number(), z.string(), z.boolean()]).nullish(),
  unit: z.string().nullish(),
  type: z.string().nullish(),
  icon: z.string().nullish(),
  headline: z.boolean().nullish(),
  links: z
    .array(z.looseObject({ url: z.string().nullish(), label: z.string().nullish() }))
    .nullish(),
});
export type ConfigProperty = z.infer<typeof configPropertySchema>;

export const configSummaryCountsSchema = z.looseObject({
  changes: z.number().nullish(),
  analysis: z.number().nullish(),
  relationships: z.number().nullish(),
  playbook_runs: z.number().nullish(),
  checks: z.number().nullish(),
});
export type ConfigSummaryCounts = z.infer<typeof configSummaryCountsSchema>;

export const configDetailSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  type: z.string().nullish(),
  config_class: z.string().nullish(),
  icon: z.string().nullish(),
  status: z.string().nullish(),
  health: z.string().nullish(),
  description: z.string().nullish(),
  labels: z.record(z.string(), z.string()).nullish(),
  tags: z.record(z.string(), z.string()).nullish(),
  /** The raw document: any JSON, or `{content, format}` for text scraped in another format. */
  config: z.unknown().optional(),
  properties: z.array(configPropertySchema).nullish(),
  external_id: z.union([z.array(z.string()), z.string()]).nullish(),
  agent_id: z.string().nullish(),
  agent_name: z.string().nullish(),
  scraper_id: z.string().nullish(),
  scraper: z.looseObject({ id: z.string(), name: z.string().nullish() }).nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
  last_scraped_time: z.string().nullish(),
  cost_per_minute: numeric,
  cost_total_1d: numeric,
  cost_total_7d: numeric,
  cost_total_30d: numeric,
  summary: configSummaryCountsSchema.nullish(),
});
export type ConfigDetail = z.infer<typeof configDetailSchema>;

export const configParentSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  type: z.string().nullish(),
});
export type ConfigParent = z.infer<typeof configParentSchema>;

export const configIncidentSchema = z.looseObject({
  id: z.string(),
  title: z.string().nullish(),
  created_at: z.string().nullish(),
  type: z.string().nullish(),
  status: z.string().nullish(),
  severity: z.string().nullish(),
});
export type ConfigIncident = z.infer<typeof configIncidentSchema>;

export const configPlaybookRunSchema = z.looseObject({
  id: z.string(),
  status: z.string().nullish(),
  created_at: z.string().nullish(),
  start_time: z.string().nullish(),
  end_time: z.string().nullish(),
  playbooks: z
    .looseObject({
      id: z.string().nullish(),
      name: z.string().nullish(),
      title: z.string().nullish(),
      icon: z.string().nullish(),
    })
    .nullish(),
});
export type ConfigPlaybookRun = z.infer<typeof configPlaybookRunSchema>;
