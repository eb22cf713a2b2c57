// `POST /resources/search` (reference §4.12): resource selectors per kind → compact resource rows.
// Each kind maps to a table; expressions for columns a table lacks become NULL via the schema cache.
import { z } from 'zod';
import { json, withJsonBody } from '../respond.ts';
import type { Route, SandboxContext } from '../types.ts';

const selector = z.object({
  agent: z.string().optional(),
  search: z.string().optional(),
  limit: z.number().int().positive().optional(),
  includeDeleted: z.boolean().optional(),
  id: z.string().optional(),
  name: z.string().optional(),
  namespace: z.string().optional(),
  tagSelector: z.string().optional(),
  labelSelector: z.string().optional(),
  health: z.string().optional(),
  types: z.array(z.string()).optional(),
  statuses: z.array(z.string()).optional(),
});
type Selector = z.infer<typeof selector>;

const kinds = [
  'canaries',
  'checks',
  'components',
  'configs',
  'config_changes',
  'config_analysis',
  'playbooks',
  'connections',
] as const;
type Kind = (typeof kinds)[number];

const searchBody = z.object({
  limit: z.number().int().positive().optional(),
  timestamps: z.boolean().optional(),
  ...Object.fromEntries(kinds.map((k) => [k, z.array(selector).optional()])),
});

/** Per kind: table and the expression behind each output field (column names of that table). */
const kindSpec: Record<
  Kind,
  { table: string; fields: Record<string, string>; labels: string | null; tags: string | null }
> = {
  configs: {
    table: 'config_items',
    fields: {
      name: 'name',
      namespace: "tags->>'namespace'",
      type: 'type',
      health: 'health',
      status: 'status',
    },
    labels: 'labels',
    tags: 'tags',
  },
  checks: {
    table: 'checks',
    fields: {
      name: 'name',
      namespace: 'namespace',
      type: 'type',
      icon: 'icon',
      status: 'status',
      severity: 'severity',
    },
    labels: 'labels',
    tags: null,
  },
  components: {
    table: 'components',
    fields: {
      name: 'name',
      namespace: 'namespace',
      type: 'type',
      icon: 'icon',
      health: 'health',
      status: 'status',
    },
    labels: 'labels',
    tags: null,
  },
  canaries: {
    table: 'canaries',
    fields: { name: 'name', namespace: 'namespace' },
    labels: 'labels',
    tags: null,
  },
  playbooks: {
    table: 'playbooks',
    fields: { name: 'name', namespace: 'namespace', icon: 'icon' },
    labels: null,
    tags: null,
  },
  connections: {
    table: 'connections',
    fields: { name: 'name', namespace: 'namespace', type: 'type' },
    labels: null,
    tags: null,
  },
  config_changes: {
    table: 'config_changes',
    fields: { name: 'summary', type: 'change_type', severity: 'severity' },
    labels: null,
    tags: null,
  },
  config_analysis: {
    table: 'config_analysis',
    fields: { name: 'analyzer', type: 'analysis_type', severity: 'severity', status: 'status' },
    labels: null,
    tags: null,
  },
};

function has(ctx: SandboxContext, table: string, column: string): boolean {
  return ctx.schema.relations.get(table)?.columnMap.has(column) ?? false;
}

/** `k=v,k!=v` → jsonb conditions. */
function selectorConditions(column: string, text: string, add: (v: unknown) => string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((term) => {
      const neg = /^([^!=]+)!=(.*)$/.exec(term);
      if (neg)
        return `COALESCE(${column}->>${add(neg[1]!.trim())}::text, '') <> ${add(neg[2]!.trim())}`;
      const eq = /^([^=]+)==?(.*)$/.exec(term);
      if (eq) return `${column}->>${add(eq[1]!.trim())}::text = ${add(eq[2]!.trim())}`;
      return `${column} ? ${add(term)}::text`;
    });
}

/**
 * One `;`-separated alternative of a free-text search: its `key=value` terms (id, name, type,
 * namespace, status, health) match that field, any other word matches the name; all must hold.
 */
function searchTerms(
  text: string,
  fields: Record<string, string>,
  expr: (e: string) => string,
  add: (v: unknown) => string,
): string {
  const like = (v: string) => add(`%${v.replace(/\*/g, '%')}%`);
  const terms = text.split(/\s+/).map((term) => {
    const pair = /^(\w+)=(.*)$/.exec(term);
    const key = pair?.[1];
    const field = key === 'id' ? 'id::text' : key ? fields[key] : undefined;
    if (!pair || !field) return `${expr(fields.name ?? 'name')} ILIKE ${like(term)}`;
    const value = pair[2]!;
    return value.includes('*')
      ? `${expr(field)} ILIKE ${add(value.replace(/\*/g, '%'))}`
      : `${expr(field)} = ${add(value)}`;
  });
  return `(${terms.join(' AND ')})`;
}

async function searchKind(
  ctx: SandboxContext,
  kind: Kind,
  sel: Selector,
  limit: number,
  timestamps: boolean,
) {
  const spec = kindSpec[kind];
  if (!ctx.schema.relations.has(spec.table)) return [];
  const values: unknown[] = [];
  const add = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const expr = (e: string) => {
    const col = /^[a-z_]+/.exec(e)?.[0] ?? '';
    return has(ctx, spec.table, col) ? e : 'NULL';
  };
  const where: string[] = [];
  if (!sel.includeDeleted && has(ctx, spec.table, 'deleted_at')) where.push('deleted_at IS NULL');
  if (sel.id) where.push(`id::text = ${add(sel.id)}`);
  const name = expr(spec.fields.name ?? 'name');
  if (sel.name)
    where.push(
      sel.name.includes('*')
        ? `${name} ILIKE ${add(sel.name.replace(/\*/g, '%'))}`
        : `${name} = ${add(sel.name)}`,
    );
  const alternatives = (sel.search ?? '').split(';').flatMap((s) => s.trim() || []);
  if (alternatives.length)
    where.push(`(${alternatives.map((s) => searchTerms(s, spec.fields, expr, add)).join(' OR ')})`);
  if (sel.namespace && spec.fields.namespace)
    where.push(`${expr(spec.fields.namespace)} = ${add(sel.namespace)}`);
  if (sel.types?.length && spec.fields.type)
    where.push(`${expr(spec.fields.type)} IN (${sel.types.map(add).join(', ')})`);
  if (sel.statuses?.length && spec.fields.status)
    where.push(`${expr(spec.fields.status)} IN (${sel.statuses.map(add).join(', ')})`);
  if (sel.health && spec.fields.health) {
    where.push(
      `${expr(spec.fields.health)} IN (${sel.health
        .split(',')
        .map((h) => add(h.trim()))
        .join(', ')})`,
    );
  }
  // "all" (the console's default) is every agent.
  if (sel.agent && sel.agent !== 'all' && has(ctx, spec.table, 'agent_id')) {
    const agent =
      sel.agent === 'self' || sel.agent === 'local'
        ? '00000000-0000-0000-0000-000000000000'
        : sel.agent;
    where.push(
      `(agent_id::text = ${add(agent)} OR agent_id IN (SELECT id FROM agents WHERE name = ${add(agent)}))`,
    );
  }
  if (sel.labelSelector && spec.labels && has(ctx, spec.table, spec.labels))
    where.push(...selectorConditions(spec.labels, sel.labelSelector, add));
  if (sel.tagSelector && spec.tags && has(ctx, spec.table, spec.tags))
    where.push(...selectorConditions(spec.tags, sel.tagSelector, add));
  const fields = Object.entries(spec.fields).map(([k, e]) => `${expr(e)} AS "${k}"`);
  const tags =
    spec.tags && has(ctx, spec.table, spec.tags)
      ? spec.tags
      : spec.labels && has(ctx, spec.table, spec.labels)
        ? spec.labels
        : 'NULL';
  const times = timestamps
    ? ['created_at', 'updated_at', 'deleted_at'].map((c) => `${expr(c)} AS "${c}"`)
    : [];
  const sql = `SELECT id, ${expr('agent_id')} AS agent, ${[...fields, `${tags} AS tags`, ...times].join(', ')}
    FROM public."${spec.table}"${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY 3 LIMIT ${Math.min(sel.limit ?? limit, 2000)}`;
  const rows = await ctx.db.query<Record<string, unknown>>(sql, values);
  return rows.rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)));
}

export const resourceRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/resources/search',
    auth: { object: 'catalog', action: 'read' },
    handle: withJsonBody(searchBody, async (parsed, req, ctx) => {
      const body = parsed as z.infer<typeof searchBody> & Partial<Record<Kind, Selector[]>>;
      const out: Record<string, unknown[]> = {};
      for (const kind of kinds) {
        const selectors = body[kind];
        if (!selectors?.length) continue;
        const seen = new Map<unknown, unknown>();
        for (const sel of selectors) {
          for (const row of await searchKind(
            ctx,
            kind,
            sel,
            body.limit ?? 50,
            body.timestamps ?? false,
          ))
            seen.set(row.id, row);
        }
        if (seen.size) out[kind] = [...seen.values()];
      }
      return json(200, out);
    }),
  },
];
