// The server roles, after the spec's role table (spec 1 §6, spec 3 §6) over the upstream object
// names of reference §3.1/§6.2, and the check every route runs. The sandbox is authoritative like
// the real server: the console's own client-side permission model is only a hint.
//
// The table: admin reads and writes everything; an editor reads everything and writes all but
// connections, identities and rbac; commander and responder read all but those three and write
// only responder, incident, evidences, comments (all under `incident`); a viewer reads like a
// commander and writes nothing; a user with no role is a viewer. Upstream's policies.yaml is
// narrower (a viewer gets 403 on `database.monitor`, reference §6.2): the spec wins here.
// Views (spec 4-views §6): every role reads them, only admin creates, updates or deletes them,
// as mission-control's policy says (the console's table lets editors write: the spec's MISMATCH).

export interface Permission {
  subject: string;
  object: string;
  action: string;
  deny?: boolean;
}

const crud = ['create', 'read', 'update', 'delete'];

/** Objects of the table's rbac, identities and connections: an editor reads them, no more. */
export const restrictedObjects = ['rbac', 'identities', 'connection', 'connection-detail'];

/** Every other object a route or a /db table is guarded by (db-objects.ts, routes/). */
export const openObjects = [
  'database.public',
  'database.monitor',
  'database.system',
  'database.config_scrapers',
  'agents',
  'application',
  'artifact',
  'canaries',
  'catalog',
  'check-run',
  'incident',
  'kubernetes-proxy',
  'logs',
  'notification',
  'people',
  'playbooks',
  'topology',
];

/** Read by every role, written by admin only (spec 4-views §6). */
export const readOnlyObjects = ['views'];

function grants(subject: string, objects: string[], actions: string[], deny = false): Permission[] {
  return objects.flatMap((object) =>
    actions.map((action) => ({ subject, object, action, ...(deny ? { deny } : {}) })),
  );
}

const reader = (subject: string) => grants(subject, [...openObjects, ...readOnlyObjects], ['read']);

export const rolePolicies: Record<string, Permission[]> = {
  everyone: grants('everyone', ['database.kratos'], ['*'], true),
  admin: grants('admin', ['*'], ['*']),
  viewer: reader('viewer'),
  guest: [],
  // Run Now on a check is theirs too (spec 1 §6), besides the table's writes.
  commander: [...reader('commander'), ...grants('commander', ['incident', 'check-run'], crud)],
  responder: [...reader('responder'), ...grants('responder', ['incident', 'check-run'], crud)],
  editor: [
    ...grants('editor', [...restrictedObjects, ...readOnlyObjects], ['read']),
    ...grants('editor', openObjects, crud),
  ],
  agent: [
    ...grants('agent', ['playbooks', 'database.public'], ['read']),
    ...grants('agent', ['agent-push'], ['create', 'read', 'update']),
    ...grants('agent', ['topology'], ['create', 'update']),
  ],
};

export const knownRoles = Object.keys(rolePolicies).filter((r) => r !== 'everyone');

const granting = ['admin', 'editor', 'commander', 'responder', 'viewer', 'agent'];

/** The roles checked, plus `everyone`; a user without any granting role is a viewer (spec 1 §6). */
function effective(roles: readonly string[]): string[] {
  const base = roles.some((r) => granting.includes(r)) ? roles : [...roles, 'viewer'];
  return [...base, 'everyone'];
}

const matches = (p: Permission, object: string, action: string) =>
  (p.object === '*' || p.object === object) && (p.action === '*' || p.action === action);

/** Run, approve and cancel on playbooks: a role may do them when it may update playbooks. */
const playbookActions = ['playbook:run', 'playbook:approve', 'playbook:cancel'];

/** True when one of the roles grants `action` on `object` and no applicable deny applies. */
export function can(roles: readonly string[], object: string, asked: string): boolean {
  const action = playbookActions.includes(asked) ? 'update' : asked;
  const isAdmin = roles.includes('admin');
  let allowed = false;
  for (const role of effective(roles)) {
    for (const p of rolePolicies[role] ?? []) {
      if (!matches(p, object, action)) continue;
      // Upstream's `everyone` deny on database.kratos leaves admins their `*` (reference §3.1).
      if (p.deny && !isAdmin) return false;
      if (!p.deny) allowed = true;
    }
  }
  return allowed;
}

/** whoami's `permissions`: direct + inherited policies, de-duplicated. */
export function permissionsFor(roles: readonly string[]): Permission[] {
  const seen = new Set<string>();
  const out: Permission[] = [];
  for (const role of effective(roles)) {
    for (const p of rolePolicies[role] ?? []) {
      const key = `${p.subject}\0${p.object}\0${p.action}\0${p.deny ? 1 : 0}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(p);
      }
    }
  }
  return out;
}

/**
 * duty's policy.AllObjects and AllActions: the pairs a restricted access token is denied unless its
 * scope lists them (mission-control's create_token).
 */
export const serverObjects = [
  'kubernetes-proxy',
  'logs',
  'agent',
  'agent-push',
  'artifact',
  'auth',
  'canaries',
  'catalog',
  'application',
  'connection',
  'connection-detail',
  'database',
  'database.identities',
  'database.kratos',
  'database.public',
  'database.config_scrapers',
  'database.system',
  'incident',
  'database.monitor',
  'playbooks',
  'rbac',
  'topology',
  'people',
  'notification',
  'views',
  'mcp',
];
export const serverActions = [
  'create',
  'read',
  'update',
  'delete',
  'playbook:approve',
  'playbook:cancel',
  'playbook:run',
  'mcp:run',
  'mcp:use',
];

export interface Pair {
  object: string;
  action: string;
}

/** Every server pair the scope does not list exactly (a `*` in the scope matches no pair, as upstream). */
export function unlistedPairs(scope: readonly Pair[]): Pair[] {
  const listed = new Set(scope.map((p) => `${p.object}\0${p.action}`));
  return serverObjects.flatMap((object) =>
    serverActions
      .filter((action) => !listed.has(`${object}\0${action}`))
      .map((action) => ({ object, action })),
  );
}

/**
 * The one decision every route and /db makes: the caller's roles grant the pair and none of the
 * caller's own deny rules (a restricted token's, principal.denies) names it.
 */
export function allows(
  principal: { roles: readonly string[]; denies?: readonly Pair[] },
  object: string,
  action: string,
): boolean {
  if (!can(principal.roles, object, action)) return false;
  return !(principal.denies ?? []).some(
    (d) => (d.object === '*' || d.object === object) && (d.action === '*' || d.action === action),
  );
}
