// The one place the Sandbox decides effective access from permission rules (spec 5-access §2.5,
// §3), after mission-control's casbin model: a subject is allowed an action on a resource when its
// role grants (the role table, http/rbac.ts) or one of the rules that name it allows it, and no
// rule that names it denies it (deny wins, for every subject). A rule names a subject when its
// `subject` is one of the subject's keys: its id or email, a role it holds, a permission group or
// team it belongs to, the person a token is grouped under, or `everyone`. Rules past `until` or
// with a selector error (a scope that cannot be expanded) take no part, as upstream skips them
// on load. Pure: the caller loads the rules and the subject (subjects.ts).
import { can, rolePolicies } from '../http/rbac.ts';

export interface SelectorItem {
  id?: string;
  name?: string;
  namespace?: string;
}

export interface ScopeTarget {
  config?: SelectorItem | null;
  component?: SelectorItem | null;
  playbook?: SelectorItem | null;
  canary?: SelectorItem | null;
  view?: SelectorItem | null;
  global?: SelectorItem | null;
}

/** A `permissions` row, as far as evaluation needs it; scopes in the selector are expanded. */
export interface Rule {
  subject: string | null;
  action: string;
  object: string | null;
  object_selector: unknown;
  deny: boolean | null;
  until: string | Date | null;
  error: string | null;
  playbook_id: string | null;
  connection_id: string | null;
  config_id: string | null;
  canary_id: string | null;
  component_id: string | null;
  /** The targets of the scopes its selector names (`{namespace/name: targets}`). */
  scopes?: Record<string, ScopeTarget[]>;
}

export type ResourceKind = 'playbook' | 'view' | 'connection' | 'config' | 'check' | 'global';

export interface Resource {
  kind: ResourceKind;
  /** The UUID, or the object name of a global resource. */
  id: string;
  name?: string;
  namespace?: string | null;
}

/** Who is asked about: the keys rules may name, and where its role grants come from. */
export interface Subject {
  keys: string[];
  /** A person's roles (a user without a granting role reads as a viewer, rbac.ts). */
  personRoles?: string[];
  /** A role subject: exactly that role's policies (plus `everyone`'s). */
  role?: string;
}

/** The role table's object for each kind of resource. */
const roleObject: Record<Exclude<ResourceKind, 'global'>, string> = {
  playbook: 'playbooks',
  view: 'views',
  connection: 'connection',
  config: 'catalog',
  check: 'canaries',
};

/** The selector field and the scope target key of each kind. */
const selectorField: Partial<Record<ResourceKind, { field: string; target?: keyof ScopeTarget }>> =
  {
    playbook: { field: 'playbooks', target: 'playbook' },
    view: { field: 'views', target: 'view' },
    connection: { field: 'connections' },
    config: { field: 'configs', target: 'config' },
    check: { field: 'checks', target: 'canary' },
  };

export const objectOf = (r: Resource): string => (r.kind === 'global' ? r.id : roleObject[r.kind]);

/** The Sandbox runs, approves and cancels playbooks under `update` on `playbooks` (routes/playbook.ts). */
function roleAction(action: string): string {
  return action.startsWith('playbook:') ? 'update' : action;
}

/** True when a rule's action list (`a,b`, `*`, `playbook:*`) covers `action`. */
export function actionMatches(ruleAction: string, action: string): boolean {
  return ruleAction
    .split(',')
    .map((a) => a.trim())
    .some(
      (a) => a === '*' || a === action || (a.endsWith(':*') && action.startsWith(a.slice(0, -1))),
    );
}

const nameMatches = (pattern: string, value: string | undefined): boolean =>
  pattern === '*' ||
  pattern === value ||
  (pattern.endsWith('*') && (value ?? '').startsWith(pattern.slice(0, -1)));

/** One selector item against a resource: by id, else by name (`*` or a prefix glob) and namespace. */
export function itemMatches(item: SelectorItem, r: Resource): boolean {
  if (item.id) return item.id === r.id;
  if (!item.name) return false;
  return (
    nameMatches(item.name, r.name) && (!item.namespace || item.namespace === (r.namespace ?? ''))
  );
}

function scopeMatches(targets: ScopeTarget[], r: Resource, key?: keyof ScopeTarget): boolean {
  return targets.some((t) => {
    const item = (key && t[key]) || (r.kind !== 'playbook' ? t.global : null);
    return Boolean(item) && itemMatches({ name: '*', ...item }, r);
  });
}

function selectorMatches(rule: Rule, r: Resource): boolean {
  const selector = rule.object_selector;
  if (!selector || typeof selector !== 'object' || Array.isArray(selector)) return false;
  // A rule over every config (`{configs: [{name: "*"}]}`, a plugin's grant) covers the catalog.
  const where =
    r.kind === 'global' && r.id === 'catalog' ? { field: 'configs' } : selectorField[r.kind];
  if (!where) return false;
  const items = (selector as Record<string, unknown>)[where.field];
  if (Array.isArray(items) && items.some((i) => itemMatches(i as SelectorItem, r))) return true;
  return Object.values(rule.scopes ?? {}).some((targets) => scopeMatches(targets, r, where.target));
}

/** Whether a rule's resource part covers the resource: its object, its resource id or its selector. */
export function targets(rule: Rule, r: Resource): boolean {
  if (rule.object && (rule.object === '*' || rule.object === objectOf(r))) return true;
  const byId: Partial<Record<ResourceKind, string | null>> = {
    playbook: rule.playbook_id,
    connection: rule.connection_id,
    config: rule.config_id,
    check: rule.canary_id,
  };
  if (byId[r.kind] && byId[r.kind] === r.id) return true;
  return selectorMatches(rule, r);
}

/** A rule takes part when it is not expired, loaded without error and names the subject. */
function applies(rule: Rule, subject: Subject, now: Date): boolean {
  if (rule.error) return false;
  if (rule.until && new Date(rule.until).getTime() <= now.getTime()) return false;
  return rule.subject !== null && subject.keys.includes(rule.subject);
}

function roleGrants(subject: Subject, r: Resource, action: string): boolean {
  const object = objectOf(r);
  const mapped = roleAction(action);
  if (subject.personRoles) return can(subject.personRoles, object, mapped);
  if (!subject.role) return false;
  const policies = [...(rolePolicies[subject.role] ?? []), ...(rolePolicies.everyone ?? [])];
  const hit = (p: (typeof policies)[number]) =>
    (p.object === '*' || p.object === object) && (p.action === '*' || p.action === mapped);
  return policies.some((p) => hit(p) && !p.deny) && !policies.some((p) => hit(p) && p.deny);
}

/** The effective answer for (subject, resource, action). */
export function decide(
  subject: Subject,
  r: Resource,
  action: string,
  rules: readonly Rule[],
  now: Date,
): boolean {
  let allowed = roleGrants(subject, r, action);
  for (const rule of rules) {
    if (!applies(rule, subject, now) || !actionMatches(rule.action, action) || !targets(rule, r))
      continue;
    if (rule.deny) return false;
    allowed = true;
  }
  return allowed;
}
