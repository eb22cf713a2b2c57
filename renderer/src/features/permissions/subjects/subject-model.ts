// The subject workbench as data (spec 5-access §2.5): how subjects group, which tabs and actions a
// subject sees, what rule a switch writes and which settings rules are a switch's own.
import type {
  PermissionSubject,
  Plugin,
  ResourceKind,
  SettingsRule,
} from '../../../api/services/access-review.ts';

export type SubjectGroup =
  'role' | 'group' | 'team' | 'person' | 'access token' | 'playbook' | 'plugin';

export const SUBJECT_GROUPS: readonly SubjectGroup[] = [
  'role',
  'group',
  'team',
  'person',
  'access token',
  'playbook',
  'plugin',
];

const groupOfType: Record<string, SubjectGroup> = {
  role: 'role',
  permission_subject_group: 'group',
  team: 'team',
  person: 'person',
  access_token_person: 'access token',
  playbook: 'playbook',
  plugin: 'plugin',
};

export interface WorkbenchSubject {
  id: string;
  name: string;
  group: SubjectGroup;
  icon?: string | null;
}

/** permission_subjects plus one plugin subject per registered plugin, in group order. */
export function workbenchSubjects(
  subjects: readonly PermissionSubject[],
  plugins: readonly Plugin[],
  search: string,
): WorkbenchSubject[] {
  const all: WorkbenchSubject[] = [
    ...subjects.flatMap((s) => {
      const group = groupOfType[s.type];
      return group ? [{ id: s.id, name: s.name, group, icon: s.icon }] : [];
    }),
    ...plugins.map((p) => ({ id: p.name, name: p.name, group: 'plugin' as const })),
  ];
  const q = search.trim().toLowerCase();
  return all
    .filter((s) => !q || s.name.toLowerCase().includes(q))
    .sort(
      (a, b) =>
        SUBJECT_GROUPS.indexOf(a.group) - SUBJECT_GROUPS.indexOf(b.group) ||
        a.name.localeCompare(b.name),
    );
}

/** The subject type a rule names the subject by (access tokens are people). */
export const SUBJECT_TYPE: Record<SubjectGroup, string> = {
  role: 'role',
  group: 'group',
  team: 'team',
  person: 'person',
  'access token': 'person',
  playbook: 'playbook',
  plugin: 'plugin',
};

/** What rules name the subject by: a permission group by its name, everything else by its id. */
export const ruleSubject = (s: WorkbenchSubject): string => (s.group === 'group' ? s.name : s.id);

export type TabKind = ResourceKind | 'plugin';

export const TAB_TITLES: Record<TabKind, string> = {
  playbook: 'Playbooks',
  view: 'Views',
  connection: 'Connections',
  plugin: 'Plugins',
};

export function tabsFor(group: SubjectGroup): TabKind[] {
  if (group === 'playbook') return ['playbook', 'connection'];
  if (group === 'plugin') return ['connection', 'plugin'];
  return ['playbook', 'view', 'connection', 'plugin'];
}

export function actionsFor(kind: ResourceKind, group: SubjectGroup): string[] {
  const playbookSubject = group === 'playbook';
  if (kind === 'playbook')
    return playbookSubject
      ? ['read', 'playbook:run']
      : ['read', 'playbook:run', 'playbook:cancel', 'playbook:approve', 'mcp:run'];
  if (kind === 'view') return playbookSubject ? ['read'] : ['read', 'mcp:run'];
  return ['read'];
}

/** A plugin's actions: one per operation, then the plugin-wide one. */
export const pluginActions = (plugin: Plugin): string[] => [
  ...(plugin.operations ?? []).map((o) => `invoke:${plugin.name}:${o.name}`),
  `invoke:${plugin.name}:*`,
];

const FIELD: Record<ResourceKind, string> = {
  playbook: 'playbooks',
  view: 'views',
  connection: 'connections',
};

export interface SwitchTarget {
  kind: TabKind;
  name: string;
  namespace?: string | null;
}

/** The selector a created rule carries. */
export function selectorFor(t: SwitchTarget): Record<string, unknown> {
  if (t.kind === 'plugin') return { configs: [{ name: '*' }] };
  return { [FIELD[t.kind]]: [{ name: t.name, namespace: t.namespace ?? '' }] };
}

interface Item {
  id?: string;
  name?: string;
  namespace?: string;
}

const itemsOf = (rule: SettingsRule, field: string): Item[] => {
  const selector = rule.object_selector as Record<string, unknown> | null | undefined;
  const items = selector?.[field];
  return Array.isArray(items) ? (items as Item[]) : [];
};

/** Whether a settings rule is the switch's: the action, and a selector naming the resource. */
export function ruleMatches(rule: SettingsRule, t: SwitchTarget, action: string): boolean {
  if (rule.action !== action) return false;
  if (t.kind === 'plugin') return itemsOf(rule, 'configs').length > 0;
  return itemsOf(rule, FIELD[t.kind]).some(
    (i) => (i.name === '*' || i.name === t.name) && (i.namespace ?? '') === (t.namespace ?? ''),
  );
}

/** Why a switch cannot be changed here, or null. */
export function lockReason(rule: SettingsRule | undefined, t: SwitchTarget, action: string) {
  if (t.kind === 'plugin' && action.endsWith(':*')) return 'Type-wide rule';
  if (!rule) return null;
  if (rule.name && rule.namespace) return 'Managed externally';
  if (t.kind !== 'plugin' && itemsOf(rule, FIELD[t.kind]).some((i) => i.name === '*'))
    return 'Type-wide rule';
  return null;
}
