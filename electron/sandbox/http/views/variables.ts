// A view's variables (spec 4-views §2.8): resolved level by level along `dependsOn`, options
// from `values` or from catalog items (`valueFrom.config`, templated with the earlier values;
// label and value are CEL field paths over `config`), and the chosen value: the supplied one if
// it is an option (or there are no options), else the default, else the first option.
import type { PGlite } from '@electric-sql/pglite';
import { configsSql } from './queries.ts';
import type { VariableDef } from './spec.ts';
import { ViewError } from './spec.ts';
import { evalPath, fillDeep, scalarText } from './template.ts';

export interface VariableResult extends VariableDef {
  options: string[];
  optionItems: { label: string; value: string }[];
}

/** Definitions in an order where each comes after what it depends on. */
export function dependencyOrder(defs: VariableDef[]): VariableDef[] {
  const byKey = new Map(defs.map((d) => [d.key, d]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: VariableDef[] = [];
  const visit = (def: VariableDef) => {
    if (done.has(def.key)) return;
    if (visiting.has(def.key))
      throw new ViewError(400, `circular dependency detected involving variable: ${def.key}`);
    visiting.add(def.key);
    for (const dep of def.dependsOn ?? []) {
      const target = byKey.get(dep);
      if (!target) throw new ViewError(400, `undefined variable referenced: ${dep}`);
      visit(target);
    }
    visiting.delete(def.key);
    done.add(def.key);
    out.push(def);
  };
  defs.forEach(visit);
  return out;
}

interface ConfigOption {
  id: string;
  name: string | null;
  namespace: string | null;
  tags: Record<string, string> | null;
  labels: Record<string, string> | null;
  type: string;
  status: string | null;
  class: string;
}

async function optionsOf(
  db: PGlite,
  def: VariableDef,
  values: Record<string, string>,
): Promise<{ label: string; value: string }[]> {
  if (def.values) return def.values.map((v) => ({ label: v, value: v }));
  const selector = fillDeep(def.valueFrom?.config ?? {}, values);
  const items = await db.query<ConfigOption>(configsSql(selector));
  const seen = new Set<string>();
  const out: { label: string; value: string }[] = [];
  for (const config of items.rows) {
    const env = { config: { ...config, properties: {} } };
    const label = scalarText(
      def.valueFrom?.label ? evalPath(def.valueFrom.label, env) : config.name,
    );
    const value = def.valueFrom?.value ? scalarText(evalPath(def.valueFrom.value, env)) : label;
    if (seen.has(value)) continue;
    seen.add(value);
    out.push({ label, value });
  }
  return out.sort((a, b) => a.label.localeCompare(b.label));
}

function choose(def: VariableDef, options: string[], supplied: string | undefined): string {
  if (supplied !== undefined && (options.length === 0 || options.includes(supplied)))
    return supplied;
  return def.default ?? options[0] ?? '';
}

/** The variables with their options and chosen values, and the value map the queries read. */
export async function resolveVariables(
  db: PGlite,
  defs: VariableDef[],
  supplied: Record<string, string>,
): Promise<{ values: Record<string, string>; variables: VariableResult[] }> {
  const values: Record<string, string> = {};
  const results = new Map<string, VariableResult>();
  for (const def of dependencyOrder(defs)) {
    const items = await optionsOf(db, def, values).catch((error: unknown) => {
      if (error instanceof ViewError) throw error;
      throw new ViewError(500, `failed to populate view variables: ${String(error)}`);
    });
    const options = items.map((o) => o.value);
    values[def.key] = choose(def, options, supplied[def.key]);
    results.set(def.key, { ...def, default: values[def.key], options, optionItems: items });
  }
  return { values, variables: defs.map((d) => results.get(d.key) as VariableResult) };
}
