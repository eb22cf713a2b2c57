// Parser for PostgREST filter expressions: `col=op.value`, `not.` negation, `(any|all)` modifiers,
// JSON arrows in column names, and nested `or=(…)`/`and=(…)` trees. Produces an AST; values stay
// strings here and only ever reach SQL as bound parameters (see sql-conditions.ts).
import { parseError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldRef {
  column: string;
  json: JsonStep[];
}

export const filterOperators = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

export interface Condition {
  kind: 'condition';
  field: FieldRef;
  negated: boolean;
  op: FilterOperator;
  /** `any`/`all` for eq, like, gt…; a text-search language for the fts family. */
  modifier: string | null;
  /** One value, or the list for `in`. */
  value: string | string[];
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: FilterNode[];
}

export type FilterNode = Condition | Logic;

const operatorSet = new Set<string>(filterOperators);

/** Splits on `sep` at depth 0, honouring parentheses and double-quoted strings (with `\` escapes). */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) current += text[++i]!;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0)
        throw parseError(`"failed to parse logic tree (${text})"`, 'unbalanced parentheses');
    }
    if (ch === sep && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted || depth !== 0)
    throw parseError(`"failed to parse logic tree (${text})"`, 'unbalanced quotes or parentheses');
  parts.push(current);
  return parts;
}

/** Removes surrounding double quotes and their backslash escapes. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** `col`, `col->key`, `col->0->>key`. */
export function parseField(text: string): FieldRef {
  const trimmed = text.trim();
  const first = trimmed.search(/->/);
  const column = first === -1 ? trimmed : trimmed.slice(0, first);
  if (!column || /[(),"]/.test(column))
    throw parseError(`"failed to parse filter (${text})"`, 'invalid column name');
  const json: JsonStep[] = [];
  if (first !== -1) {
    const parts = trimmed.slice(first).split(/(->>|->)/);
    // parts = ['', arrow, key, arrow, key, …]
    if (parts[0] !== '' || parts.length < 3 || parts.length % 2 !== 1) {
      throw parseError(`"failed to parse filter (${text})"`, 'invalid JSON path');
    }
    for (let i = 1; i < parts.length; i += 2) {
      const key = parts[i + 1] ?? '';
      if (!key) throw parseError(`"failed to parse filter (${text})"`, 'invalid JSON path');
      json.push({ arrow: parts[i] as '->' | '->>', key: unquote(key) });
    }
  }
  return { column, json };
}

/** Parses `[not.]op[(mod)].value` for a field. `quoted` strips quotes (logic-tree values). */
export function parseOperation(field: FieldRef, text: string, inLogicTree: boolean): Condition {
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([A-Za-z_]+)\))?\.([\s\S]*)$/.exec(rest);
  if (!m || !operatorSet.has(m[1]!)) {
    throw parseError(
      `"failed to parse filter (${text})" (line 1, column 1)`,
      `unknown or malformed operator in "${text}"`,
    );
  }
  const op = m[1] as FilterOperator;
  const modifier = m[2] ?? null;
  const raw = m[3]!;
  if (modifier !== null && !op.endsWith('fts') && modifier !== 'any' && modifier !== 'all') {
    throw parseError(`"failed to parse filter (${text})"`, `unknown modifier ${modifier}`);
  }
  if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')')) {
      throw parseError(
        `"failed to parse filter (${text})" (line 1, column ${text.length})`,
        'expecting "(" for in',
      );
    }
    const inner = raw.slice(1, -1);
    const values = inner.trim() === '' ? [] : splitTopLevel(inner).map((v) => unquote(v.trim()));
    return { kind: 'condition', field, negated, op, modifier, value: values };
  }
  if (op === 'is') {
    const v = raw.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(v)) {
      throw parseError(
        `"failed to parse filter (${text})"`,
        'is accepts null, not_null, true, false or unknown',
      );
    }
    return { kind: 'condition', field, negated, op, modifier, value: v };
  }
  return {
    kind: 'condition',
    field,
    negated,
    op,
    modifier,
    value: inLogicTree ? unquote(raw) : raw,
  };
}

/** Parses the value of `or=`/`and=` (`(a.eq.1,and(b.gt.2,c.is.null))`). */
export function parseLogicTree(op: 'and' | 'or', negated: boolean, text: string): Logic {
  const trimmed = text.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`, 'expecting "("');
  }
  const inner = trimmed.slice(1, -1);
  if (inner.trim() === '')
    throw parseError(`"failed to parse logic tree (${text})"`, 'empty logic tree');
  const children = splitTopLevel(inner).map((item) => parseLogicItem(item.trim()));
  return { kind: 'logic', op, negated, children };
}

function parseLogicItem(item: string): FilterNode {
  const logic = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(item);
  if (logic) return parseLogicTree(logic[2] as 'and' | 'or', !!logic[1], logic[3]!);
  // The field ends at the first dot that is not inside a JSON key; JSON keys here cannot hold dots.
  const dot = item.indexOf('.');
  if (dot <= 0)
    throw parseError(
      `"failed to parse logic tree (${item})" (line 1, column 1)`,
      'expecting field.operator.value',
    );
  return parseOperation(parseField(item.slice(0, dot)), item.slice(dot + 1), true);
}
