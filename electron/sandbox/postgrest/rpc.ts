// /db/rpc/<fn>: picks the overload from the supplied argument names, binds arguments with the
// declared types, and (for functions returning rows) lets the remaining query parameters filter,
// order, page and shape the result like a table.
import { invalidBody, unknownFunction } from './errors.ts';
import type { FunctionArg, FunctionInfo, RelationInfo, SchemaCache } from './schema-cache.ts';
import { ident, type SqlParams } from './sql-conditions.ts';

export function rpcArgNames(cache: SchemaCache, name: string): Set<string> {
  const names = new Set<string>();
  for (const fn of cache.functions.get(name) ?? [])
    for (const a of fn.args) if (a.name) names.add(a.name);
  return names;
}

export function chooseFunction(cache: SchemaCache, name: string, supplied: string[]): FunctionInfo {
  const overloads = cache.functions.get(name) ?? [];
  const given = new Set(supplied);
  const match = overloads.find((fn) => {
    const names = new Set(fn.args.map((a) => a.name));
    return (
      supplied.every((s) => names.has(s)) && fn.args.every((a) => a.hasDefault || given.has(a.name))
    );
  });
  if (!match) throw unknownFunction(name, supplied);
  return match;
}

function pgArrayLiteral(items: unknown[]): string {
  const quote = (v: unknown) =>
    v === null
      ? 'NULL'
      : `"${(typeof v === 'string' ? v : JSON.stringify(v)).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${items.map(quote).join(',')}}`;
}

function argValue(arg: FunctionArg, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value) && arg.type.endsWith('[]')) return pgArrayLiteral(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** `public."fn"("a" => $1::uuid, …)`; the casts use type names from pg_catalog, never from the client. */
export function callSql(fn: FunctionInfo, args: Map<string, unknown>, params: SqlParams): string {
  const parts: string[] = [];
  for (const arg of fn.args) {
    if (!args.has(arg.name)) continue;
    parts.push(
      `${ident(arg.name)} => ${params.add(argValue(arg, args.get(arg.name)))}::${arg.type}`,
    );
  }
  return `public.${ident(fn.name)}(${parts.join(', ')})`;
}

/** POST bodies: a JSON object of named arguments. */
export function bodyArgs(body: unknown): Map<string, unknown> {
  if (body === undefined) return new Map();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidBody('Empty or invalid json');
  }
  return new Map(Object.entries(body));
}

/** A relation-shaped view of a row-returning function, so the read builder can treat it as a table. */
export function resultRelation(cache: SchemaCache, fn: FunctionInfo): RelationInfo | null {
  if (!fn.columns) return null;
  const base = fn.returnRelation ? cache.relations.get(fn.returnRelation) : undefined;
  if (base) return base;
  return {
    name: fn.name,
    kind: 'view',
    columns: fn.columns,
    columnMap: new Map(fn.columns.map((c) => [c.name, c])),
    primaryKey: [],
  };
}
