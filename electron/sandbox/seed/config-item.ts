// Adds one config item row (with its path of ancestor ids) and records a typed reference.
import type { ConfigRef, SeedContext } from './context.ts';
import { textArray } from './bulk-insert.ts';

export interface ConfigInput {
  key: string;
  type: string;
  configClass: string;
  name: string;
  parentId?: string | null;
  agentId: string;
  /** Null for items no scraper made (e.g. the seeded integration instances). */
  scraperId: string | null;
  externalId: string;
  /** More external ids after `externalId`. */
  moreExternalIds?: readonly string[];
  tags: Record<string, string>;
  labels?: Record<string, string>;
  status?: string | null;
  health?: string;
  ready?: boolean;
  config?: object | null;
  properties?: object[] | null;
  createdAt: Date;
  updatedAt?: Date;
  description?: string | null;
  icon?: string | null;
}

const paths = new WeakMap<SeedContext, Map<string, string>>();

export function addConfig(ctx: SeedContext, input: ConfigInput): ConfigRef {
  let known = paths.get(ctx);
  if (!known) {
    known = new Map();
    paths.set(ctx, known);
  }
  const id = ctx.id('config', input.key);
  const parentPath = input.parentId ? known.get(input.parentId) : undefined;
  const path = input.parentId
    ? parentPath
      ? `${parentPath}.${input.parentId}`
      : input.parentId
    : '';
  known.set(id, path);
  const health = input.health ?? 'healthy';
  ctx.add('config_items', {
    id,
    agent_id: input.agentId,
    icon: input.icon ?? null,
    scraper_id: input.scraperId,
    config_class: input.configClass,
    status: input.status ?? null,
    health,
    ready: input.ready ?? health === 'healthy',
    external_id: textArray([input.externalId, ...(input.moreExternalIds ?? [])]),
    type: input.type,
    name: input.name,
    description: input.description ?? null,
    config: input.config ?? null,
    source: null,
    labels: input.labels ?? {},
    tags: input.tags,
    tags_values: null,
    properties: input.properties ?? null,
    parent_id: input.parentId ?? null,
    path,
    created_by: null,
    created_at: input.createdAt,
    updated_at: input.updatedAt ?? input.createdAt,
    deleted_at: null,
    delete_reason: null,
    inserted_at: input.createdAt,
    // Filled for cloud resources by catalog-costs.ts.
    cost_per_minute: null,
    cost_total_1d: null,
    cost_total_7d: null,
    cost_total_30d: null,
  });
  const ref: ConfigRef = { id, name: input.name, type: input.type, agentId: input.agentId, health };
  if (input.tags['namespace']) ref.namespace = input.tags['namespace'];
  if (input.tags['cluster']) ref.cluster = input.tags['cluster'];
  const list = ctx.refs.configsByType.get(input.type);
  if (list) list.push(ref);
  else ctx.refs.configsByType.set(input.type, [ref]);
  return ref;
}

export function configCount(ctx: SeedContext): number {
  return ctx.tables.get('config_items')?.length ?? 0;
}

export function addRelationship(
  ctx: SeedContext,
  configId: string,
  relatedId: string,
  relation: string,
  createdAt: Date,
): void {
  ctx.add('config_relationships', {
    config_id: configId,
    related_id: relatedId,
    relation,
    scraper_id: null,
    created_at: createdAt,
    updated_at: createdAt,
    deleted_at: null,
    selector_id: relation,
    is_pushed: false,
  });
}
