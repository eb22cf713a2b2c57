// Parser for PostgREST `select` and `order` parameters: columns, aliases, casts, JSON arrows,
// embeds with `!hint`/`!inner` and nested children.
import { parseError } from './errors.ts';
import { parseField, splitTopLevel, type FieldRef } from './parse-filter.ts';

export interface StarItem {
  kind: 'star';
}

export interface ColumnItem {
  kind: 'column';
  field: FieldRef;
  alias: string | null;
  cast: string | null;
}

export interface EmbedItem {
  kind: 'embed';
  /** Table/view name, FK column name, or FK constraint target as written. */
  name: string;
  alias: string | null;
  /** `!hint` (constraint, column or junction name), excluding `inner`/`left`. */
  hint: string | null;
  inner: boolean;
  children: SelectItem[];
}

export type SelectItem = StarItem | ColumnItem | EmbedItem;

export interface OrderTerm {
  field: FieldRef;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last' | null;
}

/** Casts a client may ask for; the type name is spliced into SQL, so it must come from this list. */
const allowedCasts = new Set([
  'text',
  'varchar',
  'int',
  'integer',
  'int4',
  'int8',
  'bigint',
  'smallint',
  'numeric',
  'real',
  'float',
  'float8',
  'double precision',
  'boolean',
  'bool',
  'json',
  'jsonb',
  'uuid',
  'date',
  'timestamp',
  'timestamptz',
  'text[]',
]);

function selectError(text: string, details: string, column = 1) {
  return parseError(
    `"failed to parse select parameter (${text})" (line 1, column ${column})`,
    details,
  );
}

export function parseSelect(text: string): SelectItem[] {
  const forest = text.slice(0, forestEnd(text));
  if (forest.trim() === '') return [{ kind: 'star' }];
  return splitTopLevel(forest).map((raw) => parseSelectItem(raw.trim(), text));
}

/**
 * Where PostgREST's select parser stops: it reads items separated by commas and does not require
 * the end of input, so a `)` closing nothing ends the list and what follows is ignored (the web
 * console's incident changelog sends one too many). The tail never reaches SQL.
 */
function forestEnd(text: string): number {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && depth-- === 0) return i;
  }
  // An embed left open: Parsec fails at the end of the input, past its last character.
  if (depth > 0) throw selectError(text, 'unexpected end of input expecting ")"', text.length + 1);
  return text.length;
}

function parseSelectItem(item: string, whole: string): SelectItem {
  if (item === '') throw selectError(whole, 'empty select item');
  if (item === '*') return { kind: 'star' };
  let alias: string | null = null;
  let rest = item;
  const aliasMatch = /^([^:()"]+?):(?!:)/.exec(rest);
  if (aliasMatch) {
    alias = aliasMatch[1]!.trim();
    rest = rest.slice(aliasMatch[0].length).trim();
  }
  const open = rest.indexOf('(');
  if (open !== -1) {
    const close = rest.lastIndexOf(')');
    if (close < open) throw selectError(whole, `unbalanced parentheses in "${item}"`);
    // Anything after `)` is a cast on the embed (e.g. `::jsonb`); PostgREST renders embeds as JSON anyway.
    const tail = rest.slice(close + 1).trim();
    if (tail !== '' && !/^::[a-z]+$/i.test(tail)) throw selectError(whole, `unexpected "${tail}"`);
    const head = rest
      .slice(0, open)
      .trim()
      .replace(/^\.\.\./, '');
    const [name, ...hints] = head.split('!').map((s) => s.trim());
    if (!name || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw selectError(whole, `invalid embed name "${head}"`);
    let inner = false;
    let hint: string | null = null;
    for (const h of hints) {
      if (h === 'inner') inner = true;
      else if (h === 'left') inner = false;
      else if (h && hint === null) hint = h;
      else throw selectError(whole, `invalid embed hint "${h}"`);
    }
    const children = parseSelect(rest.slice(open + 1, close));
    return { kind: 'embed', name, alias, hint, inner, children };
  }
  let cast: string | null = null;
  const castAt = rest.indexOf('::');
  if (castAt !== -1) {
    cast = rest
      .slice(castAt + 2)
      .trim()
      .toLowerCase();
    rest = rest.slice(0, castAt);
    if (!allowedCasts.has(cast)) throw selectError(whole, `unsupported cast "${cast}"`);
  }
  return { kind: 'column', field: parseField(rest), alias, cast };
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text)
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .map((term) => {
      const parts = term.split('.');
      let direction: 'asc' | 'desc' = 'asc';
      let nulls: 'first' | 'last' | null = null;
      while (parts.length > 1) {
        const last = parts[parts.length - 1]!;
        if (last === 'asc' || last === 'desc') direction = last;
        else if (last === 'nullsfirst') nulls = 'first';
        else if (last === 'nullslast') nulls = 'last';
        else break;
        parts.pop();
      }
      const fieldText = parts.join('.');
      if (/[()]/.test(fieldText)) {
        throw parseError(
          `"failed to parse order (${text})" (line 1, column 1)`,
          `unexpected "${fieldText}"`,
        );
      }
      return { field: parseField(fieldText), direction, nulls };
    });
}
