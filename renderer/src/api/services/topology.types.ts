// Wire shapes of the topology calls (reference §4.4): the T1 tree answer with its facets, a
// component with its properties and summaries, and the per-component reads (teams, checks,
// incidents, insights, config links).
import { z } from 'zod';

const link = z.looseObject({
  label: z.string().nullish(),
  url: z.string().nullish(),
  text: z.string().nullish(),
  icon: z.string().nullish(),
  type: z.string().nullish(),
});

export const propertySchema = z.looseObject({
  name: z.string().nullish(),
  label: z.string().nullish(),
  tooltip: z.string().nullish(),
  icon: z.string().nullish(),
  type: z.string().nullish(),
  color: z.string().nullish(),
  order: z.number().nullish(),
  headline: z.boolean().nullish(),
  hidden: z.boolean().nullish(),
  text: z.string().nullish(),
  value: z.number().nullish(),
  unit: z.string().nullish(),
  max: z.number().nullish(),
  min: z.number().nullish(),
  status: z.string().nullish(),
  lastTransition: z.string().nullish(),
  links: z.array(link).nullish(),
});
export type Property = z.infer<typeof propertySchema>;

/** `{type: {severity: count}}`, as incidents and insights are summarised. */
const countsByTypeSeverity = z.record(z.string(), z.record(z.string(), z.number()));
export type CountsByTypeSeverity = z.infer<typeof countsByTypeSeverity>;

export const componentSummarySchema = z.looseObject({
  healthy: z.number().nullish(),
  unhealthy: z.number().nullish(),
  warning: z.number().nullish(),
  info: z.number().nullish(),
  checks: z.record(z.string(), z.number()).nullish(),
  incidents: countsByTypeSeverity.nullish(),
  insights: countsByTypeSeverity.nullish(),
});
export type ComponentSummary = z.infer<typeof componentSummarySchema>;

const baseComponent = z.looseObject({
  id: z.string(),
  name: z.string(),
  title: z.string().nullish(),
  text: z.string().nullish(),
  type: z.string().nullish(),
  icon: z.string().nullish(),
  namespace: z.string().nullish(),
  description: z.string().nullish(),
  labels: z.record(z.string(), z.string()).nullish(),
  status: z.string().nullish(),
  health: z.string().nullish(),
  status_reason: z.string().nullish(),
  agent_id: z.string().nullish(),
  parent_id: z.string().nullish(),
  topology_id: z.string().nullish(),
  config_id: z.string().nullish(),
  path: z.string().nullish(),
  external_id: z.string().nullish(),
  is_leaf: z.boolean().nullish(),
  hidden: z.boolean().nullish(),
  properties: z.array(propertySchema).nullish(),
  summary: componentSummarySchema.nullish(),
  logs: z.array(z.looseObject({ name: z.string() })).nullish(),
  checks: z.record(z.string(), z.number()).nullish(),
  incidents: countsByTypeSeverity.nullish(),
  analysis: countsByTypeSeverity.nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  deleted_at: z.string().nullish(),
  cost_per_minute: z.number().nullish(),
  cost_total_1d: z.number().nullish(),
  cost_total_7d: z.number().nullish(),
  cost_total_30d: z.number().nullish(),
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
    healthStatuses: z.array(z.string()).nullish(),
    teams: z.array(z.string()).nullish(),
    tags: z.record(z.string(), z.array(z.string())).nullish(),
    types: z.array(z.string()).nullish(),
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
  role: z.string().nullish(),
  team: z.looseObject({ id: z.string(), name: z.string(), icon: z.string().nullish() }).nullish(),
});
export type ComponentTeam = z.infer<typeof componentTeamSchema>;

export const componentCheckSchema = z.looseObject({
  component_id: z.string(),
  id: z.string(),
  type: z.string().nullish(),
  name: z.string(),
  severity: z.string().nullish(),
  status: z.string().nullish(),
  icon: z.string().nullish(),
});
export type ComponentCheck = z.infer<typeof componentCheckSchema>;

export const componentIncidentSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  type: z.string().nullish(),
  status: z.string().nullish(),
  severity: z.string().nullish(),
  created_at: z.string().nullish(),
});
export type ComponentIncident = z.infer<typeof componentIncidentSchema>;

export const componentConfigSchema = z.looseObject({
  component_id: z.string(),
  config_id: z.string(),
  selector_id: z.string().nullish(),
  configs: z
    .looseObject({
      id: z.string(),
      name: z.string().nullish(),
      type: z.string().nullish(),
      config_class: z.string().nullish(),
      deleted_at: z.string().nullish(),
    })
    .nullish(),
});
export type ComponentConfig = z.infer<typeof componentConfigSchema>;

export const componentNameSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  type: z.string().nullish(),
  icon: z.string().nullish(),
  path: z.string().nullish(),
});
export type ComponentName = z.infer<typeof componentNameSchema>;
