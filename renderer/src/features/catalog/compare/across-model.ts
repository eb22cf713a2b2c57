// One configuration across several organisations (issue 36 item 4): the organisations in the URL
// (`across=<orgId>,<orgId>`, after the left side's own), how another organisation's copy is
// chosen among its candidates (api/services/catalog-across.ts), and the N-way diff of their bodies
// field by field.
import { isRecord } from '../../../lib/data/is-record.ts';

/** The most columns a compare across organisations shows (the left side's organisation included). */
export const MAX_ACROSS = 6;

/** `a,b,c` → the organisation ids, once each, without `exclude` (the left side's), at most MAX-1. */
export function parseAcross(raw: string | null | undefined, exclude?: string): string[] {
  if (!raw) return [];
  const ids: string[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (id && id !== exclude && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_ACROSS - 1);
}

/** The organisations as the URL writes them; undefined (no param) when there are none. */
export const acrossParam = (ids: readonly string[]): string | undefined =>
  ids.length > 0 ? ids.join(',') : undefined;

/** Across organisations starts with the right side's organisation, then the other kept ones. */
export function firstAcross(
  orgs: readonly { id: string; hidden: boolean }[],
  leftOrgId: string,
  rightOrgId: string | null,
): string[] {
  const others = orgs.filter((org) => !org.hidden && org.id !== leftOrgId).map((org) => org.id);
  const first = rightOrgId && rightOrgId !== leftOrgId ? [rightOrgId] : [];
  return [...first, ...others.filter((id) => !first.includes(id))].slice(0, MAX_ACROSS - 1);
}

/** One field's row: its path, its value in each column (undefined: absent), whether they differ. */
export interface AcrossRow {
  path: string;
  values: (string | undefined)[];
  differs: boolean;
}

/** A document as it is compared: `{content, format}` text is parsed when it is JSON. */
function documentOf(config: unknown): unknown {
  if (isRecord(config) && typeof config.content === 'string') {
    try {
      return JSON.parse(config.content);
    } catch {
      return { lines: config.content.split('\n') };
    }
  }
  return config;
}

const joinKey = (prefix: string, key: string) =>
  /^[A-Za-z_$][\w$-]*$/.test(key)
    ? prefix
      ? `${prefix}.${key}`
      : key
    : `${prefix}[${JSON.stringify(key)}]`;

/** The leaves of a document: `spec.template.containers[0].image` → `"shop/checkout:1.4.0"`. */
export function flattenDocument(config: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value) && value.length > 0) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`));
    } else if (isRecord(value) && Object.keys(value).length > 0) {
      for (const [key, item] of Object.entries(value)) walk(item, joinKey(path, key));
    } else {
      out.set(path || '(document)', JSON.stringify(value) ?? 'undefined');
    }
  };
  const document = documentOf(config);
  if (document !== undefined) walk(document, '');
  return out;
}

/** A column's document to compare; null when it has none (unreachable, absent, loading). */
export type ColumnDocument = { body: unknown } | null;

/**
 * The N-way diff: one row per field any column has, in the order the columns first show them.
 * A column without a document has no values and does not make a row differ. A field differs when
 * the columns that have a document disagree on it (a field missing in one of them included).
 */
export function acrossDiff(documents: readonly ColumnDocument[]): AcrossRow[] {
  const flat = documents.map((doc) => (doc === null ? null : flattenDocument(doc.body)));
  const paths = new Set<string>();
  for (const fields of flat) if (fields) for (const path of fields.keys()) paths.add(path);
  const compared = flat.filter((fields): fields is Map<string, string> => fields !== null);
  return [...paths].map((path) => {
    const values = flat.map((fields) => fields?.get(path));
    const first = compared[0]?.get(path);
    return {
      path,
      values,
      differs: compared.length > 1 && compared.some((fields) => fields.get(path) !== first),
    };
  });
}

/** The column a value is compared with: the first one with a body. */
export const referenceColumn = (documents: readonly ColumnDocument[]): number =>
  documents.findIndex((doc) => doc !== null);
