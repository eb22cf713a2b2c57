// The SQL side of row-level narrowing (spec 5-access §2.3, §3): which relations belong to which
// resource type, and the condition a row must meet under a payload. The /db PostgREST layer adds
// it to every level of a read (root and embeds); the REST routes the lists use (catalog summary,
// health summary) add it to their own WHERE. One definition, so all of them agree. A view's
// generated table is narrowed by its rows' grants instead (views/grants.ts fills them).
import type { SchemaCache } from '../../postgrest/schema-cache.ts';
import type { RowNarrowing } from '../../postgrest/sql-builder.ts';
import { ident, type SqlParams } from '../../postgrest/sql-conditions.ts';
import type { ResourceType, RowLevelPayload, ScopeEntry } from './payload.ts';

/** Each type's base table: its rows carry the name, agent and tags an entry matches. */
const BASE: Record<ResourceType, string> = {
  config: 'config_items',
  component: 'components',
  canary: 'canaries',
  playbook: 'playbooks',
  view: 'views',
};

/**
 * Relations narrowed, with their type and the column naming the base row: the base tables and the
 * views over them, and the rows that belong to one (a config's changes and insights, a canary's
 * checks, as mission-control's policies narrow them through their parent).
 */
const RELATIONS: Record<string, [ResourceType, string]> = {
  config_items: ['config', 'id'],
  configs: ['config', 'id'],
  config_detail: ['config', 'id'],
  config_names: ['config', 'id'],
  config_changes: ['config', 'config_id'],
  catalog_changes: ['config', 'config_id'],
  config_analysis: ['config', 'config_id'],
  config_analysis_items: ['config', 'config_id'],
  components: ['component', 'id'],
  component_names: ['component', 'id'],
  component_names_all: ['component', 'id'],
  canaries: ['canary', 'id'],
  canaries_with_status: ['canary', 'id'],
  checks: ['canary', 'canary_id'],
  check_summary: ['canary', 'canary_id'],
  playbooks: ['playbook', 'id'],
  playbook_names: ['playbook', 'id'],
  views: ['view', 'id'],
  views_summary: ['view', 'id'],
  view_panels: ['view', 'view_id'],
};

/**
 * A view's generated table (`view_{ns}_{name}`, spec 4-views §3) shows a row only when its
 * `__grants` shares a scope id with the caller's `scopes` claim; empty or null grants hide it.
 */
function grantCondition(payload: RowLevelPayload, alias: string, params: SqlParams): string {
  const scopes = payload.scopes ?? [];
  if (scopes.length === 0) return 'FALSE';
  const grants = `${alias}."__grants"`;
  return `(jsonb_typeof(${grants}) = 'array' AND ${grants} ?| ${params.add(scopes)}::text[])`;
}

/** `billing-*` → `billing-%`, with LIKE's own wildcards taken literally. */
export function likePattern(name: string): string {
  return name.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');
}

function entrySql(
  entry: ScopeEntry,
  base: string,
  has: (column: string) => boolean,
  params: SqlParams,
): string {
  const parts: string[] = [];
  if (entry.id) parts.push(`${base}.id::text = ${params.add(entry.id)}`);
  if (entry.names?.length)
    parts.push(`${base}.name LIKE ANY (${params.add(entry.names.map(likePattern))}::text[])`);
  // An agent is named by id or by name (a scope's target names it as the console shows it).
  if (entry.agents?.length && has('agent_id')) {
    const p = params.add(entry.agents);
    parts.push(
      `(${base}.agent_id::text = ANY (${p}::text[]) OR EXISTS (SELECT 1 FROM public.agents _ag ` +
        `WHERE _ag.id = ${base}.agent_id AND _ag.name = ANY (${p}::text[])))`,
    );
  }
  // Tags narrow configs only (the scope form says so of Global targets).
  if (entry.tags && Object.keys(entry.tags).length && has('tags'))
    parts.push(`${base}.tags @> ${params.add(JSON.stringify(entry.tags))}::jsonb`);
  return parts.length ? `(${parts.join(' AND ')})` : 'TRUE';
}

/**
 * The condition on `alias` (a row of `relation`) under the payload, or null when the relation is
 * not narrowed. A row shows when an allow entry of its type matches it and no deny entry does; a
 * type the payload gives no allow entry shows nothing.
 */
export function rowLevelCondition(
  cache: SchemaCache,
  payload: RowLevelPayload,
  relation: string,
  alias: string,
  params: SqlParams,
): string | null {
  const mapped = RELATIONS[relation];
  if (!mapped) {
    const generated = relation.startsWith('view_') && cache.relations.get(relation);
    return generated && generated.columnMap.has('__grants')
      ? grantCondition(payload, alias, params)
      : null;
  }
  const [type, key] = mapped;
  const table = BASE[type];
  const columns = cache.relations.get(table)?.columnMap;
  const has = (c: string) => Boolean(columns?.has(c));
  const list = payload[type] ?? [];
  const allow = list.filter((e) => !e.deny).map((e) => entrySql(e, '_rl', has, params));
  const deny = list.filter((e) => e.deny).map((e) => entrySql(e, '_rl', has, params));
  if (!allow.length) return 'FALSE';
  const match = `(${allow.join(' OR ')})${deny.length ? ` AND NOT (${deny.join(' OR ')})` : ''}`;
  return `EXISTS (SELECT 1 FROM public.${ident(table)} _rl WHERE _rl.id = ${alias}.${ident(key)} AND ${match})`;
}

/** The /db layer's narrowing for a request's payload (none without one). */
export function narrowingFor(
  cache: SchemaCache,
  payload: RowLevelPayload | null | undefined,
): RowNarrowing | undefined {
  if (!payload) return undefined;
  return (relation, alias, params) => rowLevelCondition(cache, payload, relation, alias, params);
}
