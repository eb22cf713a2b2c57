// The MCP settings pages as data (spec 5-access §2.8): which subjects they list and how rules name
// them, the resources grouped by category ('Other' last), the 'Global permission' choice and the
// subject panel's sort.
import type { PermissionSubject, WorkbenchResource } from '../../api/services/access-review.ts';
import type { Direct } from '../../api/services/access-review.ts';

export type McpSubjectGroup = 'role' | 'group' | 'team' | 'person';

export const MCP_SUBJECT_GROUPS: readonly { group: McpSubjectGroup; title: string }[] = [
  { group: 'role', title: 'Roles' },
  { group: 'group', title: 'Groups' },
  { group: 'team', title: 'Teams' },
  { group: 'person', title: 'People' },
];

export interface McpSubject {
  /** What rules and reviews name it by: a permission group's name, else its id. */
  key: string;
  name: string;
  group: McpSubjectGroup;
  /** The rule's subject_type. Roles are written as `group` here (spec inconsistency, §2.8). */
  subjectType: string;
}

const groupOfType: Record<string, McpSubjectGroup> = {
  role: 'role',
  permission_subject_group: 'group',
  team: 'team',
  person: 'person',
};

/** The subjects the MCP pages list (no tokens, playbooks or plugins), by group then name. */
export function mcpSubjects(subjects: readonly PermissionSubject[]): McpSubject[] {
  const order = MCP_SUBJECT_GROUPS.map((g) => g.group);
  return subjects
    .flatMap((s) => {
      const group = groupOfType[s.type];
      if (!group) return [];
      const key = group === 'group' ? s.name : s.id;
      return [
        {
          key,
          name: s.name,
          group,
          subjectType: group === 'person' ? 'person' : group === 'team' ? 'team' : 'group',
        },
      ];
    })
    .sort(
      (a, b) => order.indexOf(a.group) - order.indexOf(b.group) || a.name.localeCompare(b.name),
    );
}

export const matchesSearch = (q: string, ...texts: (string | null | undefined)[]) => {
  const needle = q.trim().toLowerCase();
  return !needle || texts.some((t) => t?.toLowerCase().includes(needle));
};

export interface McpResource extends WorkbenchResource {
  category?: string | null;
}

export const OTHER = 'Other';

/** Resources grouped by category, each group by name; 'Other' (no category) last. */
export function byCategory(
  resources: readonly McpResource[],
): { title: string; rows: McpResource[] }[] {
  const groups = new Map<string, McpResource[]>();
  for (const r of resources) {
    const title = r.category?.trim() || OTHER;
    groups.set(title, [...(groups.get(title) ?? []), r]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER ? 1 : b === OTHER ? -1 : a.localeCompare(b)))
    .map(([title, rows]) => ({
      title,
      rows: rows.sort((a, b) => (a.title || a.name).localeCompare(b.title || b.name)),
    }));
}

export type GlobalChoice = 'deny' | 'custom' | 'allow';
export const GLOBAL_OPTIONS = [
  { label: 'Deny All', value: 'deny' },
  { label: 'Custom', value: 'custom' },
  { label: 'Allow all', value: 'allow' },
];
/** The everyone rule's switch as the 'Global permission' choice (no rule is Custom). */
export const globalOf = (d: Direct): GlobalChoice => (d === 'default' ? 'custom' : d);
export const directOfGlobal = (g: GlobalChoice): Direct => (g === 'custom' ? 'default' : g);

export type SubjectSort = 'alphabetical' | 'allow' | 'deny' | 'custom';
export const SORT_OPTIONS: { value: SubjectSort; label: string }[] = [
  { value: 'alphabetical', label: 'Alphabetical' },
  { value: 'allow', label: 'Allow' },
  { value: 'deny', label: 'Deny' },
  { value: 'custom', label: 'Custom' },
];

/** Sorts by name, or with the chosen switch value first ('Custom' = no rule); `desc` reverses. */
export function sortSubjects<T extends { name: string }>(
  rows: readonly T[],
  valueOf: (row: T) => Direct,
  sort: SubjectSort,
  desc: boolean,
): T[] {
  const wanted: Direct | null =
    sort === 'alphabetical' ? null : sort === 'custom' ? 'default' : sort;
  const sorted = [...rows].sort((a, b) => {
    if (wanted) {
      const rank = Number(valueOf(b) === wanted) - Number(valueOf(a) === wanted);
      if (rank !== 0) return rank;
    }
    return a.name.localeCompare(b.name);
  });
  return desc ? sorted.reverse() : sorted;
}
