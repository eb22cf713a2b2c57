// Scope impersonation's pure parts (spec 5-access §2.3): the header payload of chosen scopes (each
// target one entry under its type, Global under every type but playbook, the ids under `scopes`),
// how an option and the active state read.
import type {
  Impersonation,
  ImpersonationPayload,
  ScopeSelector,
} from '../../api/http/scope-impersonation.ts';
import type { ScopeOption } from '../../api/services/impersonation.ts';

const TYPES = ['config', 'component', 'playbook', 'canary', 'view'] as const;

interface TargetSelector {
  name?: unknown;
  agent?: unknown;
  tagSelector?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** `k=v,k2=v2` → `{k: v, k2: v2}`; pairs without a key or value are dropped. */
export function parseTagSelector(selector: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const pair of selector.split(',')) {
    const [key, value] = pair.split('=').map((s) => s.trim());
    if (key && value) tags[key] = value;
  }
  return tags;
}

function selectorOf(target: TargetSelector): ScopeSelector {
  const out: ScopeSelector = {};
  const name = text(target.name);
  const agent = text(target.agent);
  const tags = text(target.tagSelector);
  if (name) out.names = [name];
  if (agent) out.agents = [agent];
  if (tags) out.tags = parseTagSelector(tags);
  return out;
}

/** Each target's one entry under its type; Global under every type but playbook. */
function addTargets(payload: ImpersonationPayload, targets: unknown): void {
  const add = (type: (typeof TYPES)[number], sel: TargetSelector) =>
    (payload[type] ??= []).push(selectorOf(sel));
  for (const raw of Array.isArray(targets) ? (targets as unknown[]) : []) {
    if (typeof raw !== 'object' || raw === null) continue;
    const target = raw as Record<string, TargetSelector | undefined>;
    for (const type of TYPES) {
      const sel = target[type];
      if (sel) add(type, sel);
    }
    const global = target.global;
    if (global) for (const type of TYPES) if (type !== 'playbook') add(type, global);
  }
}

export function payloadOfScopes(scopes: readonly ScopeOption[]): ImpersonationPayload {
  const payload: ImpersonationPayload = {};
  for (const scope of scopes) addTargets(payload, scope.targets);
  if (scopes.length) payload.scopes = scopes.map((s) => s.id);
  return payload;
}

/** 'Custom Targets': the targets' entries only, no `scopes` (a wildcard target is `names: ["*"]`). */
export function payloadOfTargets(targets: readonly object[]): ImpersonationPayload {
  const payload: ImpersonationPayload = {};
  addTargets(payload, targets);
  return payload;
}

/** How a scope reads in the multi-select: `namespace/name`, or the name without a namespace. */
export const scopeLabel = (scope: Pick<ScopeOption, 'name' | 'namespace'>): string =>
  scope.namespace ? `${scope.namespace}/${scope.name}` : scope.name;

export function activeText(value: Impersonation): string {
  if (value.mode === 'targets') return 'Scope impersonation is active (custom targets)';
  const n = value.scopeIds.length;
  return `Scope impersonation is active (${n} scope${n === 1 ? '' : 's'})`;
}
