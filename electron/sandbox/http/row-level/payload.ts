// The row-level payload (spec 5-access §3 'Row-level payload', §2.3): what a caller may read per
// resource type, as mission-control's rls.Payload. Parsing the `X-Flanksource-Scope` header and
// the intersection of a restricted caller's payload with an impersonated one are pure, here; the
// SQL that narrows reads by it is in row-level-sql.ts.
import { z } from 'zod';

export const HEADER_SCOPE = 'x-flanksource-scope';
export const RESOURCE_TYPES = ['config', 'component', 'playbook', 'canary', 'view'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

const entrySchema = z
  .object({
    names: z.array(z.string()).optional(),
    agents: z.array(z.string()).optional(),
    tags: z.record(z.string(), z.string()).optional(),
    id: z.string().optional(),
    deny: z.boolean().optional(),
  })
  .strict();

const entries = z.array(entrySchema).nullable().optional();

const payloadSchema = z
  .object({
    config: entries,
    component: entries,
    playbook: entries,
    canary: entries,
    view: entries,
    scopes: z.array(z.string().uuid()).nullable().optional(),
    disable_rls: z.boolean().optional(),
  })
  .strict();

export type ScopeEntry = z.infer<typeof entrySchema>;
export type RowLevelPayload = z.infer<typeof payloadSchema>;

/** Header text → payload; a message naming what is wrong otherwise (the caller answers 400). */
export function parseScopeHeader(
  raw: string,
): { ok: true; payload: RowLevelPayload } | { ok: false; message: string } {
  const fail = (why: string) => ({
    ok: false as const,
    message: `invalid X-Flanksource-Scope header: ${why}`,
  });
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (e) {
    return fail((e as Error).message);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return fail('expected a JSON object');
  const parsed = payloadSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return fail(`${where}${issue?.message ?? 'not a row-level payload'}`);
  }
  return { ok: true, payload: parsed.data };
}

const intersectList = <T>(a: readonly T[], b: readonly T[]) => a.filter((x) => b.includes(x));

/**
 * One entry of the caller's own payload meeting one impersonated entry: ids must match; tags merge
 * (a key with two values: no intersection); agents and names intersect, empty = unrestricted.
 * Null when the two have nothing in common.
 */
export function intersectEntry(a: ScopeEntry, b: ScopeEntry): ScopeEntry | null {
  const result: ScopeEntry = {};
  if (a.id && b.id && a.id !== b.id) return null;
  const id = a.id || b.id;
  if (id) result.id = id;
  if (a.tags || b.tags) {
    const tags: Record<string, string> = { ...a.tags };
    for (const [k, v] of Object.entries(b.tags ?? {})) {
      if (k in tags && tags[k] !== v) return null;
      tags[k] = v;
    }
    result.tags = tags;
  }
  for (const key of ['agents', 'names'] as const) {
    const x = a[key] ?? [];
    const y = b[key] ?? [];
    if (!x.length && !y.length) continue;
    const both = !x.length ? y : !y.length ? x : intersectList(x, y);
    if (!both.length) return null;
    result[key] = [...both];
  }
  if (a.deny || b.deny) result.deny = true;
  return result;
}

/** Allow entries meet pairwise; every deny entry of either side is kept. */
function intersectEntries(real: ScopeEntry[], impersonated: ScopeEntry[]): ScopeEntry[] {
  const allowReal = real.filter((e) => !e.deny);
  const allowImp = impersonated.filter((e) => !e.deny);
  const met = allowReal.flatMap((r) =>
    allowImp.flatMap((i) => {
      const e = intersectEntry(r, i);
      return e ? [e] : [];
    }),
  );
  return [...met, ...real.filter((e) => e.deny), ...impersonated.filter((e) => e.deny)];
}

/** A restricted caller's payload meeting an impersonated one: never wider than either. */
export function intersectPayload(
  real: RowLevelPayload,
  impersonated: RowLevelPayload,
): RowLevelPayload {
  const out: RowLevelPayload = {};
  for (const type of RESOURCE_TYPES)
    out[type] = intersectEntries(real[type] ?? [], impersonated[type] ?? []);
  out.scopes = intersectList(real.scopes ?? [], impersonated.scopes ?? []);
  return out;
}

/**
 * What a request may read: an unrestricted caller (`disable_rls`) gets the impersonated payload as
 * is, a restricted one the intersection; without impersonation, its own payload.
 */
export function effectivePayload(
  real: RowLevelPayload,
  impersonated: RowLevelPayload | null,
): RowLevelPayload {
  if (!impersonated) return real;
  return real.disable_rls ? impersonated : intersectPayload(real, impersonated);
}

/** A scope's target selector (spec 5-access §3 `scopes.targets`). */
export interface TargetSelector {
  agent?: string;
  name?: string;
  tagSelector?: string;
}

function entryOf(sel: TargetSelector): ScopeEntry {
  const entry: ScopeEntry = {};
  if (sel.name) entry.names = [sel.name];
  if (sel.agent) entry.agents = [sel.agent];
  if (sel.tagSelector) {
    const tags: Record<string, string> = {};
    for (const pair of sel.tagSelector.split(',')) {
      const [k, v] = pair.split('=');
      if (k?.trim() && v?.trim()) tags[k.trim()] = v.trim();
    }
    entry.tags = tags;
  }
  return entry;
}

/** Adds a scope's targets to the payload; Global goes to every type but playbook. */
export function addTargets(payload: RowLevelPayload, targets: unknown): void {
  if (!Array.isArray(targets)) return;
  for (const target of targets as Record<string, TargetSelector | undefined>[]) {
    for (const type of RESOURCE_TYPES) {
      const sel = target[type];
      if (sel) (payload[type] ??= []).push(entryOf(sel));
    }
    const global = target.global;
    if (global) {
      for (const type of RESOURCE_TYPES)
        if (type !== 'playbook') (payload[type] ??= []).push(entryOf(global));
    }
  }
}
