// Wire shapes of the topology calls (reference §4.4): the T1 tree answer with its facets, a
// component with its properties and summaries, and the per-component reads (teams, checks,
// incidents, insights, config links).
import { z } from 'zod';
import { columns, opt, ref, timestamps } from './wire-parts.ts';

const link = z.looseObject(opt.strings('label', 'url', 'text', 'icon', 'type'));

export const propertySchema = z.looseObject({
  ...opt.strings('name', 'label', 'tooltip', 'icon', 'type', 'color', 'text', 'unit'),
  ...opt.strings('status', 'lastTransition'),
  ...opt.numbers('order', 'value', 'max', 'min'),
  ...columns(opt.bool, 'headline', 'hidden'),
  links: z.array(link).nullish(),
});
export type Property = z.infer<typeof propertySchema>;

/** `{type: {severity: count}}`, as incidents and insights are summarised. */
const countsByTypeSeverity = z.record(z.string(), z.record(z.string(), z.number()));
export type CountsByTypeSeverity = z.infer<typeof countsByTypeSeverity>;

export const componentSummarySchema = z.looseObject({
  ...opt.numbers('healthy', 'unhealthy', 'warning', 'info'),
  checks: opt.countMap,
  incidents: countsByTypeSeverity.nullish(),
  insights: countsByTypeSeverity.nullish(),
});

const baseComponent = z.looseObject({
  id: z.string(),
  name: z.string(),
  ...opt.strings('title', 'text', 'type', 'icon', 'namespace', 'description', 'path'),
  ...opt.strings('status', 'health', 'status_reason', 'external_id'),
  ...opt.strings('agent_id', 'parent_id', 'topology_id', 'config_id'),
  labels: opt.stringMap,
  ...columns(opt.bool, 'is_leaf', 'hidden'),
  properties: z.array(propertySchema).nullish(),
  summary: componentSummarySchema.nullish(),
  logs: z.array(z.looseObject({ name: z.string() })).nullish(),
  checks: opt.countMap,
  incidents: countsByTypeSeverity.nullish(),
  analysis: countsByTypeSeverity.nullish(),
  ...timestamps,
  deleted_at: opt.str,
  ...opt.numbers('cost_per_minute', 'cost_total_1d', 'cost_total_7d', 'cost_total_30d'),
});

export interface Component extends z.infer<typeof baseComponent> {
  components?: Component[] | null;
}

export const componentSchema: z.ZodType<Component> = baseComponent.extend({
  get components() {
    return z.array(componentSchema).nullish();
  },
});

export const topologyResponseSchema = z
  .looseObject({
    components: z.array(componentSchema).nullish(),
    ...columns(z.array(z.string()).nullish(), 'healthStatuses', 'teams', 'types'),
    tags: z.record(z.string(), z.array(z.string())).nullish(),
  })
  .nullable();

/** The T1 answer, `null` read as empty. */
export interface TopologyResult {
  components: Component[];
  healthStatuses: string[];
  teams: string[];
  tags: Record<string, string[]>;
  types: string[];
}

/** What the dashboard asks of T1; undefined values are not sent. */
export interface TopologyParams {
  id?: string;
  status?: string;
  type?: string;
  team?: string;
  labels?: string;
  agentId?: string;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  hidden?: boolean;
  flatten?: boolean;
}

export const componentTeamSchema = z.looseObject({
  component_id: z.string(),
  team_id: z.string(),
  role: opt.str,
  team: ref('icon').extend({ name: z.string() }).nullish(),
});

export const componentCheckSchema = ref('type', 'severity', 'status', 'icon').extend({
  component_id: z.string(),
  name: z.string(),
});

export const componentIncidentSchema = ref('type', 'status', 'severity', 'created_at').extend({
  title: z.string(),
});

export const componentConfigSchema = z.looseObject({
  component_id: z.string(),
  config_id: z.string(),
  selector_id: opt.str,
  configs: ref('name', 'type', 'config_class', 'deleted_at').nullish(),
});
export type ComponentConfig = z.infer<typeof componentConfigSchema>;

export const componentNameSchema = ref('type', 'icon', 'path').extend({ name: z.string() });
export type ComponentName = z.infer<typeof componentNameSchema>;
