// The built-in server roles (reference §6.2, after flanksource/duty rbac/policies.yaml) and the
// check every route runs. The sandbox is authoritative like the real server: the console's own
// client-side permission model is only a hint.

export interface Permission {
  subject: string;
  object: string;
  action: string;
  deny?: boolean;
}

const crud = ['create', 'read', 'update', 'delete'];
// Plus `incident`: spec 3 §6 "Viewer reads like commander and writes nothing" and issue 16 ("a
// viewer reads") — upstream's policies.yaml leaves viewers without it (reference §6.2).
const viewerReads = [
  'database.public',
  'incident',
  'canaries',
  'catalog',
  'playbooks',
  'topology',
  'people',
  'application',
  'views',
];

function grants(subject: string, objects: string[], actions: string[], deny = false): Permission[] {
  return objects.flatMap((object) =>
    actions.map((action) => ({ subject, object, action, ...(deny ? { deny } : {}) })),
  );
}

const viewer = (subject: string) => grants(subject, viewerReads, ['read']);

export const rolePolicies: Record<string, Permission[]> = {
  everyone: grants('everyone', ['database.kratos'], ['*'], true),
  admin: grants('admin', ['*'], ['*']),
  viewer: viewer('viewer'),
  guest: [],
  commander: [...viewer('commander'), ...grants('commander', ['incident'], crud)],
  responder: [...viewer('responder'), ...grants('responder', ['incident'], crud)],
  editor: [
    ...viewer('editor'),
    ...grants(
      'editor',
      [
        'canaries',
        'catalog',
        'topology',
        'playbooks',
        'kubernetes-proxy',
        'notification',
        'application',
        'connection',
      ],
      crud,
    ),
    ...grants('editor', ['connection-detail'], ['read']),
  ],
  agent: [
    ...grants('agent', ['playbooks', 'database.public'], ['read']),
    ...grants('agent', ['agent-push'], ['create', 'read', 'update']),
    ...grants('agent', ['topology'], ['create', 'update']),
  ],
};

export const knownRoles = Object.keys(rolePolicies).filter((r) => r !== 'everyone');

const matches = (p: Permission, object: string, action: string) =>
  (p.object === '*' || p.object === object) && (p.action === '*' || p.action === action);

/** True when one of the roles grants `action` on `object` and no applicable deny applies. */
export function can(roles: readonly string[], object: string, action: string): boolean {
  const isAdmin = roles.includes('admin');
  let allowed = false;
  for (const role of [...roles, 'everyone']) {
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
  for (const role of [...roles, 'everyone']) {
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
