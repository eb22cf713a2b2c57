// "What can this person do everywhere" as a pure model (issue 35 item 3): each organisation's
// access of one subject (its rules, the scopes they name, what it may effectively read or run,
// its catalog access) merged into one table whose rows are a rule or a resource and whose cells
// are what each organisation says of it; a row differs when the organisations that answered
// disagree. An organisation without the subject answered "nothing"; one that could not be read
// (loading, offline, error) has no cell and takes no part in the comparison.

export interface Subject {
  id: string;
  name: string;
  /** permission_subjects' type: person, team, permission_subject_group, role, … */
  type: string;
  email: string | null;
}

export interface OrgAccess {
  /** The subject of the permissions; null for an email with catalog access only. */
  subject: Subject | null;
  /** The subject's rules: action, the resource's words, and whether it denies. */
  permissions: { action: string; object: string; deny: boolean }[];
  /** The scopes its rules name (`namespace/name`), with the rule's action. */
  scopes: { scope: string; action: string }[];
  /** What it may effectively do (`/rbac/subject-access-search`), by resource name. */
  resources: { type: string; action: string; name: string }[];
  /** Its catalog access: the catalog item and the role held there. */
  catalog: { config: string; role: string }[];
}

export type RowKind = 'permission' | 'scope' | 'resource' | 'catalog';

export const ROW_KINDS: readonly RowKind[] = ['permission', 'scope', 'resource', 'catalog'];

export const ROW_KIND_TEXT: Record<RowKind, string> = {
  permission: 'Permission',
  scope: 'Scope',
  resource: 'Effective access',
  catalog: 'Catalog access',
};

/** What an organisation with data but nothing for the row shows. */
export const NONE_TEXT = '—';

export interface EverywhereRow {
  key: string;
  kind: RowKind;
  /** The resource: a global object, selector, scope, playbook/view/connection or catalog item. */
  item: string;
  /** The action (empty for catalog rows, whose cell is the role). */
  action: string;
  /** Per organisation that answered: its value, or null when it has nothing for this row. */
  cells: Record<string, string | null>;
  /** Whether the organisations that answered disagree on this row. */
  differs: boolean;
}

/** One organisation's answer: its access, null without the subject, undefined when unknown. */
export interface OrgAnswer {
  orgId: string;
  access: OrgAccess | null | undefined;
}

const join = (values: Iterable<string>) => [...new Set(values)].sort().join(', ');

interface Entry {
  kind: RowKind;
  item: string;
  action: string;
  values: string[];
}

/** One organisation's rows as key → (kind, item, action, value). */
function entriesOf(access: OrgAccess) {
  const out = new Map<string, Entry>();
  const add = (kind: RowKind, item: string, action: string, value: string) => {
    const key = JSON.stringify([kind, item, action]);
    const entry = out.get(key) ?? { kind, item, action, values: [] };
    entry.values.push(value);
    out.set(key, entry);
  };
  for (const p of access.permissions)
    add('permission', p.object, p.action, p.deny ? 'Deny' : 'Allow');
  for (const s of access.scopes) add('scope', s.scope, s.action, 'Referenced');
  for (const r of access.resources) add('resource', `${r.type} ${r.name}`, r.action, 'Allowed');
  for (const c of access.catalog) add('catalog', c.config, '', c.role);
  return out;
}

/** Every organisation's access in one list: a row per rule or resource, a cell per organisation. */
export function mergeAccess(answers: readonly OrgAnswer[]): EverywhereRow[] {
  const known = answers.filter((a) => a.access !== undefined);
  const perOrg = known.map((a) => ({
    orgId: a.orgId,
    entries: a.access ? entriesOf(a.access) : new Map<string, Entry>(),
  }));
  const rows = new Map<string, EverywhereRow>();
  for (const { entries } of perOrg)
    for (const [key, e] of entries)
      if (!rows.has(key))
        rows.set(key, {
          key,
          kind: e.kind,
          item: e.item,
          action: e.action,
          cells: {},
          differs: false,
        });
  for (const row of rows.values()) {
    for (const { orgId, entries } of perOrg) {
      const entry = entries.get(row.key);
      row.cells[orgId] = entry ? join(entry.values) : null;
    }
    const values = new Set(Object.values(row.cells));
    row.differs = perOrg.length > 1 && values.size > 1;
  }
  return [...rows.values()].sort(
    (a, b) =>
      ROW_KINDS.indexOf(a.kind) - ROW_KINDS.indexOf(b.kind) ||
      a.item.localeCompare(b.item) ||
      a.action.localeCompare(b.action),
  );
}

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One organisation's answer in a few words, e.g. "4 rules · 1 scope · 3 allowed · 0 catalog grants". */
export function accessCounts(access: OrgAccess): string {
  return [
    counted(access.permissions.length, 'rule'),
    counted(new Set(access.scopes.map((s) => s.scope)).size, 'scope'),
    `${access.resources.length} allowed`,
    counted(access.catalog.length, 'catalog grant'),
  ].join(' · ');
}

/** How the subject is found in each organisation: an email, or a group, team or role name. */
export function subjectInputError(text: string): string | null {
  const who = text.trim();
  if (who === '') return null;
  if (/[*%,()]/.test(who))
    return 'Enter an exact email or group name: *, %, commas and brackets are not allowed.';
  if (who.includes('@') && !/^[^@\s]+@[^@\s]+$/.test(who))
    return `"${who}" is not an email address (one @, no spaces).`;
  if (who.length > 200) return 'The name is longer than 200 characters.';
  return null;
}

/** Who the subject is in the organisations that have it, e.g. "sre-oncall (group)". */
export function subjectLabel(answers: readonly OrgAnswer[]): string | null {
  const found = answers.find((a) => a.access?.subject)?.access?.subject;
  if (!found) return null;
  const type = SUBJECT_TYPE_TEXT[found.type] ?? found.type;
  return `${found.name}${found.email && found.email !== found.name ? ` <${found.email}>` : ''} (${type})`;
}

const SUBJECT_TYPE_TEXT: Record<string, string> = {
  permission_subject_group: 'group',
  access_token_person: 'access token',
  person: 'person',
  team: 'team',
  role: 'role',
  playbook: 'playbook',
};
