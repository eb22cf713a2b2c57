// The small expression languages a view definition uses, as far as the Sandbox evaluates them:
// `$(var.key)` placeholders in queries and selectors, CEL field paths (`row.health`,
// `config.tags.cluster`, string literals) and Go-template field paths (`$(.config.name)`).
import { ViewError } from './spec.ts';

const VAR = /\$\(\s*var\.([A-Za-z0-9_]+)\s*\)/g;

/** Replaces `$(var.key)`; `quote` doubles single quotes (for values inside SQL string literals). */
export function fillVars(text: string, vars: Record<string, string>, quote = false): string {
  return text.replace(VAR, (_, key: string) => {
    const value = vars[key];
    if (value === undefined) throw new ViewError(400, `undefined variable referenced: ${key}`);
    return quote ? value.replace(/'/g, "''") : value;
  });
}

/** Every string inside a JSON-like value with its placeholders filled. */
export function fillDeep<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === 'string') return fillVars(value, vars) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fillDeep(v, vars)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillDeep(v as unknown, vars)]),
    ) as T;
  return value;
}

function walk(env: Record<string, unknown>, path: string[]): unknown {
  let current: unknown = env;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A CEL expression of the forms the Sandbox knows: a field path or a string literal. */
export function evalPath(expr: string, env: Record<string, unknown>): unknown {
  const text = expr.trim();
  const literal = /^(['"])(.*)\1$/.exec(text);
  if (literal) return literal[2];
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/.test(text)) return undefined;
  return walk(env, text.split('.'));
}

/** A value as template text: strings and numbers as they are, anything else as JSON. */
export function scalarText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A Go template of `$(.a.b)` / `{{.a.b}}` placeholders over `env`. */
export function renderGoTemplate(template: string, env: Record<string, unknown>): string {
  const field = (_: string, path: string) => {
    const value = walk(env, path.split('.'));
    return scalarText(value);
  };
  return template
    .replace(/\$\(\s*\.([A-Za-z0-9_.]+)\s*\)/g, field)
    .replace(/\{\{\s*\.([A-Za-z0-9_.]+)\s*\}\}/g, field);
}
