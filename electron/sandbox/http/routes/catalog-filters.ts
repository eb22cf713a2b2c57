// Pieces shared by the catalog service routes (C2 summary, C3 changes): duty's filter expressions
// (`a,!b,c*`) through the /db dialect's `.filter` translation, Kubernetes label selectors over a
// JSON column, and time bounds in datemath or RFC 3339. Every value is a bound parameter.
import { z } from 'zod';
import { PostgrestError } from '../../postgrest/errors.ts';
import { expandFilterExtension, resolveDateMath } from '../../postgrest/filter-extension.ts';
import { filterSql, type Scope, type SqlParams } from '../../postgrest/sql-conditions.ts';
import type { SandboxContext } from '../types.ts';

// Go's JSON binding would reject strings for ints; the console only sends numbers, but a numeric
// string costs nothing to accept.
export const integerish = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

/** `text` with LIKE's wildcards and escape taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A 400 answer with duty's message; thrown by parsers, caught by the route. */
export class BadRequest extends Error {}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A column's filter expression (duty's grammar) as conditions. */
export type ColumnFilter = (column: string, expression: string) => string[];

/**
 * Filter expressions on the columns of `relation` (as `alias`), values bound in `params`:
 * `Kubernetes::Pod,!Kubernetes::Node,*Set` on one column: the included values and patterns are
 * alternatives, each exclusion must hold (the sandbox's `.filter` semantics, case-sensitive).
 */
export function columnFilter(
  ctx: SandboxContext,
  relation: string,
  alias: string,
  params: SqlParams,
): ColumnFilter {
  const info = ctx.schema.relations.get(relation);
  if (!info) throw new Error(`schema cache has no ${relation}`);
  const scope: Scope = { alias, relation: info };
  return (column, expression) =>
    expandFilterExtension(column, expression).map((node) => filterSql(scope, node, params));
}

/** RFC 3339 or datemath (`now-2d`) → ISO string; the message names the parameter. */
export function timeBound(name: string, value: string, now: number): string {
  try {
    // An upper bound rounded to a unit means the unit's end (`to=now/d`: the end of today).
    return resolveDateMath(value, now, { roundUp: name.startsWith('to') });
  } catch (error) {
    const reason = error instanceof PostgrestError ? error.message.replace(/^"|"$/g, '') : '';
    throw new BadRequest(
      `invalid '${name}' param: expected RFC3339 or datemath format${reason ? `: ${reason}` : ''}`,
    );
  }
}

interface Requirement {
  key: string;
  op: 'exists' | '!exists' | '=' | '!=' | 'in' | 'notin';
  values: string[];
}

const keyPattern = /^[A-Za-z0-9][-A-Za-z0-9_./]*$/;

/** Splits on commas outside parentheses: `a=b,c in (x,y)` → [`a=b`, `c in (x,y)`]. */
function splitTerms(text: string): string[] {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      terms.push(text.slice(start, i));
      start = i + 1;
    }
  }
  terms.push(text.slice(start));
  return terms.map((t) => t.trim()).filter(Boolean);
}

/** Kubernetes label-selector syntax: `k=v`, `k==v`, `k!=v`, `k in (a,b)`, `k notin (a,b)`, `k`, `!k`. */
function parseLabelSelector(text: string): Requirement[] {
  return splitTerms(text).map((term) => {
    const set = /^(\S+)\s+(in|notin)\s*\(([^)]*)\)$/.exec(term);
    let req: Requirement;
    if (set) {
      const values = set[3]!
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      req = { key: set[1]!, op: set[2] as 'in' | 'notin', values };
    } else {
      const cmp = /^([^!=\s]+)\s*(!=|==|=)\s*(\S*)$/.exec(term);
      if (cmp) req = { key: cmp[1]!, op: cmp[2] === '!=' ? '!=' : '=', values: [cmp[3]!] };
      else if (term.startsWith('!')) req = { key: term.slice(1).trim(), op: '!exists', values: [] };
      else req = { key: term, op: 'exists', values: [] };
    }
    if (!keyPattern.test(req.key))
      throw new BadRequest(`invalid tags filter: bad key "${req.key}"`);
    return req;
  });
}

/** SQL for a label selector on a JSON column (missing keys satisfy `!=`/`notin`). */
export function tagsSql(column: string, selector: string, params: SqlParams): string[] {
  return parseLabelSelector(selector).map((r) => {
    const value = `${column}->>${params.add(r.key)}::text`;
    switch (r.op) {
      case 'exists':
        return `${column} ? ${params.add(r.key)}::text`;
      case '!exists':
        return `NOT COALESCE(${column} ? ${params.add(r.key)}::text, false)`;
      case '=':
        return `${value} = ${params.add(r.values[0])}`;
      case '!=':
        return `${value} IS DISTINCT FROM ${params.add(r.values[0])}`;
      case 'in':
        return `${value} = ANY(${params.add(r.values)}::text[])`;
      case 'notin':
        return `NOT COALESCE(${value} = ANY(${params.add(r.values)}::text[]), false)`;
    }
  });
}
