// One organisation's read for "What can this person do everywhere" (issue 35 item 3; spec
// 5-access §3, §7): the subject named by an email or a group/team name (`permission_subjects`),
// its rules (`permissions_summary`, `subject=eq.`), what it may effectively read or run
// (`/rbac/subject-access-search`, one call per action, ids turned into names), the scopes its
// rules name (`object_selector.scopes`) and its catalog access (`config_access_summary`, by email,
// else by the group's name). Each organisation is read on its own (views/across/useAcross.ts).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../../api/http/postgrest.ts';
import { permissionRowSchema } from '../../api/services/permissions.ts';
import { searchAccess, type ResourceKind } from '../../api/services/access-review.ts';
import { opt } from '../../api/services/wire-parts.ts';
import type { OrgAccess, Subject } from './everywhere-model.ts';

/** Every organisation is read again this often while the page is open. */
export const EVERYWHERE_REFRESH_MS = 60_000;
/** Rows read per organisation and kind (permissions, catalog access). */
const LIMIT = 2000;

/** The effective-access searches: an action and the resource types it is asked for. */
export const SEARCHES: readonly { action: string; types: ResourceKind[] }[] = [
  { action: 'read', types: ['playbook', 'view', 'connection'] },
  { action: 'playbook:run', types: ['playbook'] },
];

const subjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  ...opt.strings('email'),
});

const ruleSchema = permissionRowSchema.pick({
  id: true,
  action: true,
  object: true,
  object_selector: true,
  deny: true,
  config_object: true,
  component_object: true,
  canary_object: true,
  playbook_object: true,
  connection_object: true,
});

const accessSchema = z.object({
  ...opt.strings('config_name', 'config_type', 'role', 'user', 'email'),
});

const nameSchema = z.object({ id: z.string(), name: z.string(), ...opt.strings('namespace') });

const NAME_SOURCES: Record<ResourceKind, string> = {
  playbook: 'playbook_names',
  view: 'views',
  connection: 'connections_list',
};

/** Which subject types are looked up by name rather than email, most specific first. */
const BY_NAME_ORDER = ['permission_subject_group', 'team', 'role', 'person', 'access_token_person'];

type Rule = z.infer<typeof ruleSchema>;

/** `namespace/name` of each item of a selector's list (empty when it is not a list). */
export function selectorNames(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return (items as { name?: unknown; namespace?: unknown }[]).map((item) => {
    const name = typeof item.name === 'string' ? item.name : '';
    return typeof item.namespace === 'string' && item.namespace
      ? `${item.namespace}/${name}`
      : name;
  });
}

/** A rule's resource as a row names it: the global object, the item, or the selector's lists. */
export function ruleResource(rule: Rule): string {
  if (rule.object) return rule.object;
  const item =
    rule.config_object ??
    rule.component_object ??
    rule.canary_object ??
    rule.playbook_object ??
    rule.connection_object;
  if (item) return item.name ?? item.id ?? '';
  const selector = rule.object_selector;
  if (!selector || typeof selector !== 'object') return '';
  return Object.entries(selector as Record<string, unknown>)
    .map(([key, items]) => `${key}: ${selectorNames(items).join(', ') || JSON.stringify(items)}`)
    .join('; ');
}

/** What rules name the subject by: a permission group or role by its name, others by id. */
export const ruleSubjectOf = (s: Subject) =>
  s.type === 'permission_subject_group' || s.type === 'role' ? s.name : s.id;

async function findSubject(orgId: string, who: string, signal?: AbortSignal) {
  const columns = 'id,name,type,email';
  if (who.includes('@')) {
    const [byEmail] = await postgrest('permission_subjects', subjectSchema)
      .select(columns)
      .ilike('email', who)
      .limit(1)
      .list(orgId, signal);
    if (byEmail) return byEmail;
  }
  const named = await postgrest('permission_subjects', subjectSchema)
    .select(columns)
    .ilike('name', who)
    .limit(20)
    .list(orgId, signal);
  const rank = (type: string) => {
    const i = BY_NAME_ORDER.indexOf(type);
    return i < 0 ? BY_NAME_ORDER.length : i;
  };
  return named.sort((a, b) => rank(a.type) - rank(b.type))[0] ?? null;
}

async function effectiveResources(orgId: string, subject: string, signal?: AbortSignal) {
  const found = await Promise.all(
    SEARCHES.flatMap(({ action, types }) =>
      types.map(async (type) => ({
        action,
        type,
        ids: await searchAccess(orgId, { subject, action, resource_types: [type] }, signal),
      })),
    ),
  );
  const idsOf = (type: ResourceKind) => [
    ...new Set(found.filter((f) => f.type === type).flatMap((f) => [...f.ids])),
  ];
  const names = new Map<string, string>();
  await Promise.all(
    (['playbook', 'view', 'connection'] as const).map(async (type) => {
      const ids = idsOf(type);
      if (ids.length === 0) return;
      const rows = await postgrest(NAME_SOURCES[type], nameSchema)
        .select('id,name,namespace')
        .in('id', ids)
        .limit(LIMIT)
        .list(orgId, signal);
      for (const row of rows)
        names.set(row.id, row.namespace ? `${row.namespace}/${row.name}` : row.name);
    }),
  );
  return found.flatMap(({ action, type, ids }) =>
    [...ids].map((id) => ({ type, action, name: names.get(id) ?? id })),
  );
}

/** The subject's access in one organisation; null when it has no such subject nor catalog access. */
export async function readOrgAccess(
  orgId: string,
  who: string,
  signal?: AbortSignal,
): Promise<OrgAccess | null> {
  const found = await findSubject(orgId, who, signal);
  const subject: Subject | null = found ? { ...found, email: found.email ?? null } : null;
  // Catalog access is by email (an external user need not be a subject of the permissions), else
  // by the group's name.
  const email = subject?.email ?? (who.includes('@') ? who : null);
  let access = postgrest('config_access_summary', accessSchema)
    .select('config_name,config_type,role,user,email')
    .is('deleted_at', null)
    .limit(LIMIT);
  access = email ? access.eq('email', email) : access.eq('user', subject?.name ?? who);
  const ruleSubject = subject ? ruleSubjectOf(subject) : null;
  const [rules, resources, catalog] = await Promise.all([
    ruleSubject
      ? postgrest('permissions_summary', ruleSchema)
          .select(
            'id,action,object,object_selector,deny,config_object,component_object,canary_object,playbook_object,connection_object',
          )
          .eq('subject', ruleSubject)
          .is('deleted_at', null)
          .limit(LIMIT)
          .list(orgId, signal)
      : [],
    ruleSubject ? effectiveResources(orgId, ruleSubject, signal) : [],
    access.list(orgId, signal),
  ]);
  if (!subject && catalog.length === 0) return null;
  return {
    subject,
    permissions: rules.map((rule) => ({
      action: rule.action,
      object: ruleResource(rule) || '—',
      deny: Boolean(rule.deny),
    })),
    scopes: rules.flatMap((rule) => {
      const selector = rule.object_selector as { scopes?: unknown } | null | undefined;
      return selectorNames(selector?.scopes).map((scope) => ({ scope, action: rule.action }));
    }),
    resources,
    catalog: catalog.map((row) => ({
      config: `${row.config_type ?? ''}${row.config_type ? ' ' : ''}${row.config_name ?? ''}`,
      role: row.role || 'access',
    })),
  };
}

export const everywhereKeys = {
  read: (orgId: string, who: string) => ['access-everywhere', orgId, { who }] as const,
};

export function orgAccessQuery(orgId: string, who: string, enabled: boolean) {
  return queryOptions({
    queryKey: everywhereKeys.read(orgId, who),
    enabled: enabled && who !== '',
    retry: false,
    refetchInterval: EVERYWHERE_REFRESH_MS,
    meta: { silentErrors: true },
    queryFn: ({ signal }) => readOrgAccess(orgId, who, signal),
  });
}
