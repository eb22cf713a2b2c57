// Turns parsed filters and order terms into SQL for one relation alias. Identifiers are checked
// against the schema cache and quoted; every value becomes a bound parameter ($n).
import { parseError, unknownColumn } from './errors.ts';
import type { Condition, FieldRef, FilterNode } from './parse-filter.ts';
import type { OrderTerm } from './parse-select.ts';
import type { RelationInfo } from './schema-cache.ts';

export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface Scope {
  alias: string;
  relation: RelationInfo;
}

interface FieldSql {
  sql: string;
  /** Category of what the expression yields: the column's, or S/U for JSON arrows. */
  category: string;
  jsonb: boolean;
}

export function fieldSql(scope: Scope, field: FieldRef, params: SqlParams): FieldSql {
  const column = scope.relation.columnMap.get(field.column);
  if (!column) throw unknownColumn(scope.relation.name, field.column);
  let sql = `${scope.alias}.${ident(field.column)}`;
  for (const step of field.json) {
    // JSON keys are names, but they still travel as parameters (typed so the operator resolves).
    const key = /^-?\d+$/.test(step.key)
      ? `${params.add(Number(step.key))}::int`
      : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  const last = field.json[field.json.length - 1];
  if (!last) return { sql, category: column.isArray ? 'A' : column.category, jsonb: false };
  return { sql, category: last.arrow === '->>' ? 'S' : 'U', jsonb: last.arrow === '->' };
}

const comparison: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};
const textSearch: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** PostgREST (and the console's soft deletes) let the literal `now()` stand for the current time. */
function scalarValue(value: string, category: string): string {
  return category === 'D' && value.trim().toLowerCase() === 'now()'
    ? new Date().toISOString()
    : value;
}

export function conditionSql(scope: Scope, cond: Condition, params: SqlParams): string {
  const f = fieldSql(scope, cond.field, params);
  const raw = cond.value;
  const one = (v: string) => params.add(scalarValue(v, f.category)) + (f.jsonb ? '::jsonb' : '');
  const single = () => {
    if (typeof raw !== 'string')
      throw parseError(`"failed to parse filter (${cond.op})"`, 'expected a single value');
    return raw;
  };
  let sql: string;
  const op = cond.op;
  if (op in comparison) {
    const sqlOp = comparison[op]!;
    if (cond.modifier === 'any' || cond.modifier === 'all') {
      sql = `${f.sql} ${sqlOp} ${cond.modifier.toUpperCase()}(${params.add(single())})`;
    } else sql = `${f.sql} ${sqlOp} ${one(single())}`;
  } else if (op === 'like' || op === 'ilike') {
    const sqlOp = op === 'like' ? 'LIKE' : 'ILIKE';
    const pattern = (v: string) => v.replace(/\*/g, '%');
    if (cond.modifier === 'any' || cond.modifier === 'all') {
      const list = single()
        .replace(/^\{|\}$/g, '')
        .split(',')
        .map(pattern);
      sql = `${f.sql}::text ${sqlOp} ${cond.modifier.toUpperCase()}(${params.add(list)}::text[])`;
    } else sql = `${f.sql}::text ${sqlOp} ${params.add(pattern(single()))}`;
  } else if (op === 'match' || op === 'imatch') {
    sql = `${f.sql}::text ${op === 'match' ? '~' : '~*'} ${params.add(single())}`;
  } else if (op === 'in') {
    const values = Array.isArray(raw) ? raw : [raw];
    sql = values.length === 0 ? 'false' : `${f.sql} IN (${values.map(one).join(', ')})`;
  } else if (op === 'is') {
    const v = single();
    sql = `${f.sql} IS ${v === 'not_null' ? 'NOT NULL' : v.toUpperCase()}`;
  } else if (op === 'isdistinct') {
    sql = `${f.sql} IS DISTINCT FROM ${one(single())}`;
  } else if (op === 'cs' || op === 'cd' || op === 'ov') {
    let v = single();
    if (op === 'ov' && v.startsWith('(') && v.endsWith(')')) v = `{${v.slice(1, -1)}}`;
    const sqlOp = op === 'cs' ? '@>' : op === 'cd' ? '<@' : '&&';
    sql = `${f.sql} ${sqlOp} ${params.add(v)}${f.jsonb || f.category === 'U' ? '::jsonb' : ''}`;
  } else {
    const fn = textSearch[op]!;
    if (cond.modifier) {
      const lang = params.add(cond.modifier);
      sql = `to_tsvector(${lang}::regconfig, ${f.sql}::text) @@ ${fn}(${lang}::regconfig, ${params.add(single())})`;
    } else sql = `to_tsvector(${f.sql}::text) @@ ${fn}(${params.add(single())})`;
  }
  return cond.negated ? `NOT (${sql})` : sql;
}

/**
 * `special` lets the caller answer a condition itself (e.g. `embed=not.is.null` filters on embeds);
 * it returns null for ordinary columns.
 */
export function filterSql(
  scope: Scope,
  node: FilterNode,
  params: SqlParams,
  special: (cond: Condition) => string | null = () => null,
): string {
  if (node.kind === 'condition') return special(node) ?? conditionSql(scope, node, params);
  const joiner = node.op === 'and' ? ' AND ' : ' OR ';
  const inner = `(${node.children.map((c) => filterSql(scope, c, params, special)).join(joiner)})`;
  return node.negated ? `NOT ${inner}` : inner;
}

export function orderSql(scope: Scope, terms: OrderTerm[], params: SqlParams): string {
  return terms
    .map((t) => {
      const f = fieldSql(scope, t.field, params);
      const nulls = t.nulls === 'first' ? ' NULLS FIRST' : t.nulls === 'last' ? ' NULLS LAST' : '';
      return `${f.sql} ${t.direction.toUpperCase()}${nulls}`;
    })
    .join(', ');
}
