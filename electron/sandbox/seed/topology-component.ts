// Seed generator, topology domain: the `components` row of one component — the columns a
// generator chooses, and the defaults and random lifecycle, cost and timestamps of the rest.
import type { Row } from './bulk-insert.ts';
import type { SeedContext } from './context.ts';
import type { Prng } from './prng.ts';

const DAY = 24 * 60;

export type Status = 'healthy' | 'unhealthy' | 'warning';

export interface ComponentFields {
  name: string;
  type: string;
  icon: string;
  configId?: string | null;
  status?: Status;
  namespace?: string;
  labels?: Record<string, string>;
  properties?: object[];
  logSelectors?: object[];
  leaf?: boolean;
  hidden?: boolean;
  owner?: string;
}

export interface ComponentPlace {
  id: string;
  /** Also the external id. */
  key: string;
  parentId: string | null;
  /** Dot-joined ancestor ids ('' for a root). */
  path: string;
  topologyId: string;
  agentId: string;
}

export function componentRow(
  ctx: SeedContext,
  rng: Prng,
  place: ComponentPlace,
  fields: ComponentFields,
): Row {
  const status = fields.status ?? 'healthy';
  return {
    id: place.id,
    agent_id: place.agentId,
    topology_id: place.topologyId,
    external_id: place.key,
    parent_id: place.parentId,
    config_id: fields.configId ?? null,
    name: fields.name,
    text: null,
    topology_type: null,
    namespace: fields.namespace ?? null,
    labels: fields.labels ?? {},
    hidden: fields.hidden ?? false,
    silenced: false,
    is_pushed: false,
    status,
    status_expr: null,
    health_expr: null,
    health: status,
    description: null,
    lifecycle: rng.pick(['production', 'production', 'development']),
    tooltip: null,
    status_reason:
      status === 'healthy'
        ? null
        : status === 'warning'
          ? 'Degraded performance'
          : 'Health check failing',
    schedule: null,
    icon: fields.icon,
    type: fields.type,
    owner: fields.owner ?? null,
    selectors: null,
    log_selectors: fields.logSelectors ?? null,
    component_checks: null,
    configs: null,
    properties: fields.properties ?? null,
    path: place.path,
    summary: null,
    is_leaf: fields.leaf ?? false,
    cost_per_minute: fields.leaf ? Math.round(rng.next() * 10000) / 10000 : null,
    cost_total_1d: null,
    cost_total_7d: null,
    cost_total_30d: fields.leaf ? Math.round(rng.next() * 50000) / 100 : null,
    created_by: null,
    created_at: ctx.ago(rng.int(30, 200) * DAY),
    updated_at: ctx.ago(rng.int(0, 2 * DAY)),
    deleted_at: null,
  };
}
