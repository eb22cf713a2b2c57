// The view queries (spec 4-views §3 `queries`) as SQL over the Sandbox's own database, so panel
// queries and the merge read them as tables (common table expressions named after the query).
// `configs` and `changes` take a resource selector: `types` (a trailing `*` is a prefix, a
// leading `-` excludes), `search` (space-separated terms: `field>value`, `field=value`,
// `field!=value`, with `now-24h` style times, or a name glob), `tagSelector`/`labelSelector`
// (`k=v,k!=v`), `name`, `namespace`, `health`, `status` (comma lists, `-` excludes), `limit`.
// `sql` runs its query on the Sandbox's database (mission-control would run it on a connection).
import type { QueryDef, Selector } from './spec.ts';
import { ViewError } from './spec.ts';

export const lit = (value: string): string => `'${value.replace(/'/g, "''")}'`;
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const CONFIG_COLUMNS = `c.id, c.name, c.type, c.config_class AS class, c.status, c.health, c.tags,
  c.labels, c.tags->>'cluster' AS cluster, c.tags->>'namespace' AS namespace, c.created_at,
  c.updated_at, c.cost_total_1d::float AS cost_total_1d, c.cost_total_30d::float AS cost_total_30d,
  c.agent_id, c.parent_id`;

const CHANGE_COLUMNS = `ch.id, ch.config_id, c.name, c.type, ch.change_type, ch.severity, ch.source,
  ch.summary, ch.created_at, ch.count, c.tags->>'cluster' AS cluster,
  c.tags->>'namespace' AS namespace`;

/** Fields a search term may name, per table alias; `t` is the row's own table. */
function field(name: string, own: string): string | null {
  const config: Record<string, string> = {
    name: 'c.name',
    type: 'c.type',
    status: 'c.status',
    health: 'c.health',
    namespace: `c.tags->>'namespace'`,
    cluster: `c.tags->>'cluster'`,
  };
  if (name === 'created_at' || name === 'updated_at') return `${own}.${name}`;
  if (own === 'ch' && (name === 'change_type' || name === 'severity' || name === 'source'))
    return `ch.${name}`;
  return config[name] ?? null;
}

const AGO = /^now-(\d+)([smhd])$/;
const UNIT = { s: 'seconds', m: 'minutes', h: 'hours', d: 'days' } as const;

function value(text: string): string {
  const ago = AGO.exec(text);
  if (ago) return `now() - interval ${lit(`${ago[1]} ${UNIT[ago[2] as keyof typeof UNIT]}`)}`;
  return text === 'now' ? 'now()' : lit(text);
}

const glob = (text: string) => lit(text.replace(/[%_]/g, '\\$&').replace(/\*/g, '%'));

function searchTerm(term: string, own: string): string {
  const m = /^([a-z_]+)(>=|<=|!=|=|>|<)(.*)$/.exec(term);
  if (!m) return `c.name LIKE ${glob(term)}`;
  const column = field(m[1] ?? '', own);
  if (!column) throw new ViewError(400, `unknown search field: ${m[1]}`);
  return `${column} ${m[2] === '!=' ? '<>' : m[2]} ${value(m[3] ?? '')}`;
}

const list = (v: string[] | string | undefined): string[] =>
  (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean);

/** `a,-b` over one SQL expression: included values (globs allowed), excluded values. */
function inList(column: string, values: string[]): string[] {
  const out: string[] = [];
  const include = values.filter((v) => !v.startsWith('-'));
  const exclude = values.filter((v) => v.startsWith('-')).map((v) => v.slice(1));
  if (include.length > 0)
    out.push(`(${include.map((v) => `${column} LIKE ${glob(v)}`).join(' OR ')})`);
  for (const v of exclude) out.push(`${column} IS DISTINCT FROM ${lit(v)}`);
  return out;
}

function keyValues(column: string, selector: string | undefined): string[] {
  return list(selector).map((term) => {
    const [key = '', val = ''] = term.split(/!?=/).map((s) => s.trim());
    const op = term.includes('!=') ? 'IS DISTINCT FROM' : '=';
    return `${column}->>${lit(key)} ${op} ${lit(val)}`;
  });
}

function conditions(s: Selector, own: string): string[] {
  return [
    'c.deleted_at IS NULL',
    ...inList('c.type', list(s.types)),
    ...inList('c.health', list(s.health)),
    ...inList('c.status', list(s.status)),
    ...(s.name ? [`c.name LIKE ${glob(s.name)}`] : []),
    ...(s.namespace ? [`c.tags->>'namespace' = ${lit(s.namespace)}`] : []),
    ...keyValues('c.tags', s.tagSelector),
    ...keyValues('c.labels', s.labelSelector),
    ...(s.search ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((t) => searchTerm(t, own)),
  ];
}

const limit = (s: Selector) =>
  typeof s.limit === 'number' && s.limit > 0 ? ` LIMIT ${Math.floor(s.limit)}` : '';

export function configsSql(s: Selector): string {
  return `SELECT ${CONFIG_COLUMNS} FROM config_items c WHERE ${conditions(s, 'c').join(' AND ')}
  ORDER BY c.name${limit(s)}`;
}

export function changesSql(s: Selector): string {
  return `SELECT ${CHANGE_COLUMNS} FROM config_changes ch JOIN config_items c ON c.id = ch.config_id
  WHERE ${conditions(s, 'ch').join(' AND ')} ORDER BY ch.created_at DESC${limit(s)}`;
}

/** One query as SQL (its placeholders already filled). */
export function querySql(name: string, q: QueryDef): string {
  if (q.configs) return configsSql(q.configs);
  if (q.changes) return changesSql(q.changes);
  if (q.sql?.query) return q.sql.query;
  if (q.prometheus || q.http || q.viewTableSelector)
    throw new ViewError(
      400,
      `query ${name}: the Sandbox runs configs, changes and sql queries only`,
    );
  throw new ViewError(400, `query ${name} is empty`);
}

/** `WITH "a" AS (...), "b" AS (...) ` for the given queries, or '' when there are none. */
export function withQueries(queries: Record<string, string>): string {
  const parts = Object.entries(queries).map(([n, sql]) => `${ident(n)} AS (${sql})`);
  return parts.length > 0 ? `WITH ${parts.join(', ')} ` : '';
}
