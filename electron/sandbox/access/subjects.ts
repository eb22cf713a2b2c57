// What the evaluator (evaluate.ts) needs from the database: who a subject is (the keys rules may
// name it by, its roles) and the live rules with the targets of the scopes they name. A subject
// id is read as casbin reads it: a role name, a person (with their roles, teams, permission groups
// and, for a token's person, the person it is grouped under), a team, a permission group, a
// playbook, or any other string (a plugin), which only rules naming it exactly apply to.
import type { PGlite } from '@electric-sql/pglite';
import { knownRoles } from '../http/rbac.ts';
import type { Rule, ScopeTarget, Subject } from './evaluate.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => uuid.test(s);

interface Group {
  id: string;
  name: string;
  selectors: { people?: unknown; teams?: unknown } | null;
}

const listOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The permission groups whose selectors take in these people or team names. */
function groupsOf(groups: Group[], people: string[], teams: string[]): string[] {
  return groups
    .filter(
      (g) =>
        listOf(g.selectors?.people).some((p) => people.includes(p)) ||
        listOf(g.selectors?.teams).some((t) => teams.includes(t)),
    )
    .flatMap((g) => [g.name, g.id]);
}

async function rolesAndOwners(db: PGlite, id: string, depth = 0): Promise<string[]> {
  const r = await db.query<{ v1: string }>(
    "SELECT v1 FROM casbin_rule WHERE ptype = 'g' AND v0 = $1 ORDER BY id",
    [id],
  );
  const out: string[] = [];
  for (const { v1 } of r.rows) {
    out.push(v1);
    if (isUuid(v1) && depth < 4) out.push(...(await rolesAndOwners(db, v1, depth + 1)));
  }
  return [...new Set(out)];
}

async function personSubject(db: PGlite, id: string, groups: Group[]): Promise<Subject | null> {
  const p = await db.query<{ email: string | null; name: string }>(
    'SELECT email, name FROM people WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  const person = p.rows[0];
  if (!person) return null;
  const linked = await rolesAndOwners(db, id);
  const owners = linked.filter(isUuid);
  const roles = linked.filter((l) => !isUuid(l));
  const people = [id, ...owners];
  const t = await db.query<{ id: string; name: string }>(
    `SELECT t.id::text AS id, t.name FROM team_members m JOIN teams t ON t.id = m.team_id
     WHERE m.person_id::text = ANY($1) AND t.deleted_at IS NULL`,
    [people],
  );
  const e = await db.query<{ email: string }>(
    'SELECT email FROM people WHERE id::text = ANY($1) AND email IS NOT NULL',
    [people],
  );
  const emails = e.rows.map((r) => r.email);
  const teams = t.rows.map((r) => r.name);
  const keys = [
    ...people,
    ...emails,
    ...roles,
    'everyone',
    ...t.rows.map((r) => r.id),
    ...groupsOf(groups, [...people, ...emails, person.name], teams),
  ];
  return { keys: [...new Set(keys)], personRoles: roles };
}

/** Resolves one subject id; null when a UUID names nothing. */
export async function loadSubject(db: PGlite, id: string): Promise<Subject | null> {
  if (id === 'everyone') return { keys: ['everyone'], role: 'everyone' };
  if (knownRoles.includes(id)) return { keys: [id, 'everyone'], role: id };
  const g = await db.query<Group>(
    'SELECT id::text AS id, name, selectors FROM permission_groups WHERE deleted_at IS NULL',
  );
  const groups = g.rows;
  const group = groups.find((x) => x.id === id || x.name === id);
  if (group) return { keys: [group.name, group.id, 'everyone'] };
  if (!isUuid(id)) return { keys: [id] };
  const team = await db.query<{ name: string }>(
    'SELECT name FROM teams WHERE id = $1 AND deleted_at IS NULL',
    [id],
  );
  if (team.rows[0]) return { keys: [id, 'everyone', ...groupsOf(groups, [], [team.rows[0].name])] };
  const playbook = await db.query('SELECT 1 FROM playbooks WHERE id = $1 AND deleted_at IS NULL', [
    id,
  ]);
  if (playbook.rows.length > 0) return { keys: [id] };
  return personSubject(db, id, groups);
}

/** Every subject of `permission_subjects` (a review's `["*"]`). */
export async function allSubjectIds(db: PGlite): Promise<string[]> {
  const r = await db.query<{ id: string }>(
    'SELECT id FROM permission_subjects ORDER BY type, name',
  );
  return r.rows.map((x) => x.id);
}

/** The live rules, each with the targets of the scopes its selector names. */
export async function loadRules(db: PGlite): Promise<Rule[]> {
  const r = await db.query<Rule>(
    `SELECT subject, action, object, object_selector, deny, until, error, playbook_id::text,
       connection_id::text, config_id::text, canary_id::text, component_id::text
     FROM permissions WHERE deleted_at IS NULL`,
  );
  const s = await db.query<{ key: string; targets: ScopeTarget[] }>(
    `SELECT COALESCE(namespace, '') || '/' || name AS key, targets FROM scopes
     WHERE deleted_at IS NULL`,
  );
  const scopes = new Map(s.rows.map((x) => [x.key, x.targets]));
  return r.rows.map((rule) => {
    const refs = (rule.object_selector as { scopes?: unknown } | null)?.scopes;
    if (!Array.isArray(refs)) return rule;
    const expanded: Record<string, ScopeTarget[]> = {};
    for (const ref of refs as { name?: string; namespace?: string }[]) {
      const key = `${ref.namespace ?? ''}/${ref.name ?? ''}`;
      const targets = scopes.get(key);
      if (Array.isArray(targets)) expanded[key] = targets;
    }
    return { ...rule, scopes: expanded };
  });
}
