// A token's permission grid (spec 5-access §2.6): one level per object, the presets that set them
// all, the scope create_token is sent, and what the Sandbox and mission-control then allow and deny
// (every server pair the scope does not list is denied: electron/sandbox/http/rbac.ts).

export const TOKEN_OBJECTS = [
  'mcp',
  'canaries',
  'catalog',
  'application',
  'playbooks',
  'notification',
] as const;
export type TokenObject = (typeof TOKEN_OBJECTS)[number];

export const PRESETS = ['Read', 'Write', 'Full', 'Custom'] as const;
export type Preset = (typeof PRESETS)[number];

const CRUD_LEVELS: Record<string, readonly string[]> = {
  None: [],
  Read: ['read'],
  Write: ['read', 'create'],
  Full: ['create', 'read', 'update', 'delete'],
};
const PLAYBOOK_LEVELS: Record<string, readonly string[]> = {
  None: [],
  Read: ['read'],
  Run: ['read', 'playbook:run'],
  Approve: ['read', 'playbook:run', 'playbook:approve'],
  Write: ['read', 'playbook:run', 'playbook:approve', 'create', 'delete'],
};
const MCP_LEVELS: Record<string, readonly string[]> = { None: [], Full: ['*'] };

/** An object's levels, weakest first, and the actions each grants. */
export function levelsOf(object: TokenObject): Record<string, readonly string[]> {
  if (object === 'mcp') return MCP_LEVELS;
  if (object === 'playbooks') return PLAYBOOK_LEVELS;
  return CRUD_LEVELS;
}

export type Grid = Record<TokenObject, string>;

/** The level every object takes under a preset ('Custom' keeps the grid as it is). */
export function presetGrid(preset: Exclude<Preset, 'Custom'>): Grid {
  const other = preset === 'Full' ? 'Full' : preset === 'Write' ? 'Write' : 'Read';
  const playbooks = preset === 'Full' ? 'Write' : 'Read';
  return {
    mcp: 'Full',
    canaries: other,
    catalog: other,
    application: other,
    playbooks,
    notification: other,
  };
}

/** The preset a grid matches, else 'Custom'. */
export function presetOf(grid: Grid): Preset {
  const named = (['Read', 'Write', 'Full'] as const).find((p) =>
    TOKEN_OBJECTS.every((o) => presetGrid(p)[o] === grid[o]),
  );
  return named ?? 'Custom';
}

export interface ScopeItem {
  subject: '';
  object: string;
  action: string;
}

/** What create_token is sent: every (object, action) the grid's levels grant. */
export function scopeOf(grid: Grid): ScopeItem[] {
  return TOKEN_OBJECTS.flatMap((object) =>
    (levelsOf(object)[grid[object]] ?? []).map((action) => ({
      subject: '' as const,
      object,
      action,
    })),
  );
}

/** The server's actions (duty's policy.AllActions), in the order the preview lists them. */
export const SERVER_ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'playbook:run',
  'playbook:approve',
  'playbook:cancel',
  'mcp:use',
  'mcp:run',
] as const;

export interface Effect {
  object: TokenObject;
  allowed: string[];
  denied: string[];
}

/**
 * What the token may do per grid object once created: the actions its scope lists exactly are
 * left to the creator's own rights, the rest are denied. A `*` matches no server pair, so `mcp`
 * at Full is denied every action too (MCP itself checks the token's creator, not the token).
 */
export function effectiveAccess(grid: Grid): Effect[] {
  const listed = new Set(scopeOf(grid).map((s) => `${s.object}:${s.action}`));
  return TOKEN_OBJECTS.map((object) => ({
    object,
    allowed: SERVER_ACTIONS.filter((a) => listed.has(`${object}:${a}`)),
    denied: SERVER_ACTIONS.filter((a) => !listed.has(`${object}:${a}`)),
  }));
}
