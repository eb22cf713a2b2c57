// Splits a /db query string into the read plan's pieces: select (repeated `select` merged), filters,
// order, limit/offset — each either for the root (path '') or for an embed path (`hypotheses.evidences`).
import { parseError } from './errors.ts';
import { expandFilterExtension } from './filter-extension.ts';
import { parseField, parseLogicTree, parseOperation, type FilterNode } from './parse-filter.ts';
import { parseOrder, parseSelect, type OrderTerm, type SelectItem } from './parse-select.ts';

export interface PathParams {
  filters: FilterNode[];
  order: OrderTerm[] | null;
  limit: number | null;
  offset: number | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** '' = root; otherwise the dot-joined embed aliases/names. */
  paths: Map<string, PathParams>;
  /** Query parameters consumed as RPC arguments (GET /rpc). */
  rpcArgs: Map<string, string>;
  onConflict: string | null;
}

const reserved = new Set(['select', 'columns', 'on_conflict']);

function pathParams(paths: Map<string, PathParams>, path: string): PathParams {
  let p = paths.get(path);
  if (!p) paths.set(path, (p = { filters: [], order: null, limit: null, offset: null }));
  return p;
}

function parseCount(key: string, value: string): number {
  if (!/^\d+$/.test(value.trim())) {
    throw parseError(
      `"failed to parse ${key} parameter (${value})" (line 1, column 1)`,
      'expecting a non-negative integer',
    );
  }
  return Number(value.trim());
}

/** Splits `a.b.col->>x.y` into the embed path and the last segment, ignoring dots inside JSON keys. */
function splitKey(key: string): { path: string; last: string } {
  const arrow = key.indexOf('->');
  const head = arrow === -1 ? key : key.slice(0, arrow);
  const tail = arrow === -1 ? '' : key.slice(arrow);
  const parts = head.split('.');
  const last = parts.pop()! + tail;
  return { path: parts.join('.'), last };
}

export function parseQuery(
  search: URLSearchParams,
  rpcArgNames: ReadonlySet<string> = new Set(),
): ParsedQuery {
  const paths = new Map<string, PathParams>([
    ['', { filters: [], order: null, limit: null, offset: null }],
  ]);
  const rpcArgs = new Map<string, string>();
  const selects: string[] = [];
  let onConflict: string | null = null;
  for (const [key, value] of search) {
    if (key === '') continue; // `?&a=b` from some callers
    if (key === 'select') {
      if (value.trim() !== '') selects.push(value);
      continue;
    }
    if (key === 'on_conflict') {
      onConflict = value;
      continue;
    }
    if (reserved.has(key)) continue;
    if (rpcArgNames.has(key)) {
      rpcArgs.set(key, value);
      continue;
    }
    if (key.endsWith('.filter')) {
      const { path, last } = splitKey(key.slice(0, -'.filter'.length));
      pathParams(paths, path).filters.push(...expandFilterExtension(last, value));
      continue;
    }
    const split = splitKey(key);
    const last = split.last;
    let path = split.path;
    let negatedLogic = false;
    if ((last === 'or' || last === 'and') && path.endsWith('not')) {
      negatedLogic = true;
      path = path === 'not' ? '' : path.slice(0, -'.not'.length);
    }
    const target = pathParams(paths, path);
    if (last === 'or' || last === 'and') {
      target.filters.push(parseLogicTree(last, negatedLogic, value));
    } else if (last === 'order') {
      // Two `order` parameters (reference A1): the last one wins, as with PostgREST's map of params.
      target.order = parseOrder(value);
    } else if (last === 'limit') {
      target.limit = parseCount('limit', value);
    } else if (last === 'offset') {
      target.offset = parseCount('offset', value);
    } else {
      target.filters.push(parseOperation(parseField(last), value, false));
    }
  }
  // Repeated `select` parameters are merged (reference §3.2: `select=<cols>&select=agent:agents(id,name)`).
  const select = selects.length === 0 ? parseSelect('*') : selects.flatMap((s) => parseSelect(s));
  return { select, paths, rpcArgs, onConflict };
}
