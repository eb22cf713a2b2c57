// Client-side authorizer (spec 1 §6, reference §6.1). It only decides what the UI shows: the server
// re-checks every call. Roles map to read/write grants over UI resource names; explicit casbin
// permissions from whoami then add grants, or remove them when marked deny.
import { z } from 'zod';

export const ROLES = ['admin', 'editor', 'commander', 'responder', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const RESOURCES = [
  'database',
  'rbac',
  'auth',
  'responder',
  'incident',
  'evidences',
  'comments',
  'canaries',
  'topologies',
  'config_scrapers',
  'identities',
  'connections',
  'agents',
  'feature_flags',
  'logging_backends',
  'integrations',
  'notifications',
  'playbooks',
  'playbook_runs',
  'kratos',
  'views',
  // Kubeconfig download (reference §4.11: kubernetes-proxy:create).
  'kubernetes_proxy',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ['read', 'write'] as const;
export type Action = (typeof ACTIONS)[number];

type Grants = Record<Action, ReadonlySet<Resource>>;

const all = (except: readonly Resource[] = []): ReadonlySet<Resource> =>
  new Set(RESOURCES.filter((r) => !except.includes(r)));

const RESPONDER_READ = all(['rbac', 'identities', 'connections']);
const RESPONDER_WRITE: ReadonlySet<Resource> = new Set([
  'responder',
  'incident',
  'evidences',
  'comments',
]);

const NOT_FOR_EDITORS = all(['connections', 'identities', 'rbac', 'views']);

/**
 * The role table of spec 1 §6 (spec 3 §6 says the same): an editor reads all and writes all but
 * connections, identities and rbac, so Connections and Users are read-only for them. Views follow
 * the backend (spec 4-views §6 MISMATCH): only admin writes them, so editors get no Add, Save or
 * Delete there. The sandbox enforces the same table (electron/sandbox/http/rbac.ts).
 */
export const ROLE_GRANTS: Record<Role, Grants> = {
  admin: { read: all(), write: all() },
  editor: { read: all(), write: NOT_FOR_EDITORS },
  commander: { read: RESPONDER_READ, write: RESPONDER_WRITE },
  responder: { read: RESPONDER_READ, write: RESPONDER_WRITE },
  viewer: { read: RESPONDER_READ, write: new Set() },
};

/** Whoami `permissions` entries as the server sends them (reference §4.10). */
export const permissionSchema = z.object({
  id: z.string().optional(),
  subject: z.string().optional(),
  object: z.string().optional(),
  action: z.string().optional(),
  deny: z.boolean().optional(),
  condition: z.string().optional(),
});
export type Permission = z.infer<typeof permissionSchema>;

/** Everything the authorizer needs about the current user, derived once from whoami. */
export type Subject = {
  roles: readonly Role[];
  allow: Record<Action, ReadonlySet<Resource>>;
  deny: Record<Action, ReadonlySet<Resource>>;
};

const READ_ACTIONS = new Set(['*', 'read']);
const WRITE_ACTIONS = new Set(['*', 'write', 'create', 'update', 'delete']);

// Server objects whose UI resource name differs (reference §3.1 and §6.3).
const OBJECT_ALIASES: Record<string, Resource> = {
  incidents: 'incident',
  topology: 'topologies',
  connection: 'connections',
  notification: 'notifications',
  properties: 'feature_flags',
  'database.config_scrapers': 'config_scrapers',
  'database.kratos': 'kratos',
  'kubernetes-proxy': 'kubernetes_proxy',
};

function resourcesOfObject(object: string | undefined): Resource[] {
  if (object === undefined || object === '') return [];
  if (object === '*') return [...RESOURCES];
  const alias = OBJECT_ALIASES[object];
  if (alias) return [alias];
  return (RESOURCES as readonly string[]).includes(object) ? [object as Resource] : [];
}

function actionsOf(action: string | undefined): Action[] {
  if (action === undefined) return [];
  // Casbin actions may be comma-separated ("read,update").
  const parts = action.split(',').map((a) => a.trim());
  const out: Action[] = [];
  if (parts.some((a) => READ_ACTIONS.has(a))) out.push('read');
  if (parts.some((a) => WRITE_ACTIONS.has(a))) out.push('write');
  return out;
}

/** Keeps known roles once each; "everyone" and unknown roles drop out; no roles means viewer. */
export function normaliseRoles(roles: readonly string[] | null | undefined): Role[] {
  const known = [
    ...new Set((roles ?? []).filter((r): r is Role => (ROLES as readonly string[]).includes(r))),
  ];
  return known.length > 0 ? known : ['viewer'];
}

/** Builds the subject from the whoami payload's roles and permissions. */
export function buildSubject(
  roles: readonly string[] | null | undefined,
  permissions: readonly Permission[] = [],
): Subject {
  const effectiveRoles = normaliseRoles(roles);
  const allow = { read: new Set<Resource>(), write: new Set<Resource>() };
  const deny = { read: new Set<Resource>(), write: new Set<Resource>() };
  for (const role of effectiveRoles) {
    for (const action of ACTIONS)
      for (const resource of ROLE_GRANTS[role][action]) allow[action].add(resource);
  }
  for (const permission of permissions) {
    // Conditional policies depend on the row; the UI cannot evaluate them, so they grant nothing.
    if (permission.condition) continue;
    const target = permission.deny ? deny : allow;
    for (const action of actionsOf(permission.action)) {
      for (const resource of resourcesOfObject(permission.object)) target[action].add(resource);
    }
  }
  return { roles: effectiveRoles, allow, deny };
}

/** May the subject perform `action` on `resource`? Deny wins over any grant. */
export function can(subject: Subject, action: Action, resource: Resource): boolean {
  return subject.allow[action].has(resource) && !subject.deny[action].has(resource);
}

/** Roles that may press Run Now on a check (spec 1 §6). */
export function canRunCheck(subject: Subject): boolean {
  return subject.roles.some((role) => role !== 'viewer');
}

/** Viewers have no write grant from any role; the Settings submenu is hidden from them. */
export function isViewer(subject: Subject): boolean {
  return subject.roles.length === 1 && subject.roles[0] === 'viewer';
}
