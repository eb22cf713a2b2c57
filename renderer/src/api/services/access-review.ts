// The subject workbench's reads and writes (spec 5-access §2.5, §3, §7): the subjects that
// permissions can name, the plugin registry, the resources of each tab, the effective access
// (`/rbac/subject-access-search`, one call per action; `/rbac/subject-access-reviews` for one
// check) and the settings-managed rules of a subject that its Deny/Default/Allow switches write.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../http/client.ts';
import { postgrest } from '../http/postgrest.ts';
import { rowsQuery } from '../http/postgrest-queries.ts';
import { opt } from './wire-parts.ts';

export const SETTINGS_SOURCE = 'interactive_settings';
const LIMIT = 5000;

const subjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  ...opt.strings('owner', 'icon', 'email'),
});
export type PermissionSubject = z.infer<typeof subjectSchema>;

const operationSchema = z.object({ name: z.string(), ...opt.strings('description') });
const pluginSchema = z.object({
  name: z.string(),
  ...opt.strings('description', 'version', 'agent'),
  operations: z.array(operationSchema).nullish(),
});
export type Plugin = z.infer<typeof pluginSchema>;

const resourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...opt.strings('namespace', 'title', 'icon', 'type'),
});
export type WorkbenchResource = z.infer<typeof resourceSchema>;

const ruleSchema = z.object({
  id: z.string(),
  action: z.string(),
  subject: z.string().nullish(),
  object_selector: z.unknown().nullish(),
  deny: z.boolean().nullish(),
  ...opt.strings('object', 'subject_type', 'name', 'namespace', 'source'),
});
/** A settings-managed rule (the workbench's and the MCP pages' switches write these). */
export type SettingsRule = z.infer<typeof ruleSchema>;

/**
 * Which settings-managed rules to read: one subject's (the workbench), or one action's, on one
 * global object when given (the MCP pages: `mcp:use` on `mcp`, `mcp:run`).
 */
export interface RulesFilter {
  subject?: string;
  action?: string;
  object?: string;
}

export type ResourceKind = 'playbook' | 'view' | 'connection';

export const accessKeys = {
  all: ['access-review'] as const,
  subjects: () => ['access-review', 'subjects'] as const,
  plugins: () => ['access-review', 'plugins'] as const,
  resources: (kind: ResourceKind) => ['access-review', 'resources', { kind }] as const,
  rules: (filter: RulesFilter) => ['access-review', 'rules', filter] as const,
  effective: (subject: string, kind: string, actions: readonly string[]) =>
    ['access-review', 'effective', { subject, kind, actions }] as const,
};

export function subjectsQuery(orgId: string) {
  const query = postgrest('permission_subjects', subjectSchema)
    .select('id,name,type,owner,icon')
    .order('name')
    .limit(LIMIT);
  return rowsQuery(orgId, accessKeys.subjects(), query);
}

export function pluginsQuery(orgId: string) {
  return queryOptions({
    queryKey: accessKeys.plugins(),
    queryFn: async ({ signal }) =>
      z.array(pluginSchema).parse(await request<unknown>(orgId, '/api/plugins', { signal })),
  });
}

const resourceSources: Record<ResourceKind, { table: string; select: string }> = {
  playbook: { table: 'playbook_names', select: 'id,name,namespace,title,icon' },
  view: { table: 'views', select: 'id,name,namespace' },
  connection: { table: 'connections_list', select: 'id,name,namespace,type' },
};

export function resourcesQuery(orgId: string, kind: ResourceKind) {
  const { table, select } = resourceSources[kind];
  let query = postgrest(table, resourceSchema).select(select).order('name').limit(2000);
  if (kind === 'view') query = query.is('deleted_at', null);
  return rowsQuery(orgId, accessKeys.resources(kind), query);
}

/** The settings-managed rules `filter` names: only these show as direct access. */
export function fetchSettingsRules(orgId: string, filter: RulesFilter, signal?: AbortSignal) {
  let query = postgrest('permissions_summary', ruleSchema).select(
    'id,action,subject,subject_type,object,object_selector,deny,name,namespace,source',
  );
  if (filter.subject !== undefined) query = query.eq('subject', filter.subject);
  if (filter.action !== undefined) query = query.eq('action', filter.action);
  if (filter.object !== undefined) query = query.eq('object', filter.object);
  return query
    .eq('source', SETTINGS_SOURCE)
    .is('deleted_at', null)
    .limit(LIMIT)
    .list(orgId, signal);
}

export function settingsRulesQuery(orgId: string, filter: RulesFilter) {
  return queryOptions({
    queryKey: accessKeys.rules(filter),
    queryFn: ({ signal }) => fetchSettingsRules(orgId, filter, signal),
  });
}

export interface ReviewRequest {
  resource: Partial<
    Record<'playbook' | 'config' | 'check' | 'view' | 'connection' | 'global', string>
  >;
  action: string;
  subjects: string[];
}
const reviewSchema = z.object({
  action: z.string(),
  results: z.array(
    z.object({ subject: z.string(), allowed: z.boolean(), error: z.string().nullish() }),
  ),
});
export type ReviewAnswer = z.infer<typeof reviewSchema>;

export async function reviewAccess(orgId: string, body: ReviewRequest, signal?: AbortSignal) {
  const answer = await request<unknown>(orgId, '/api/rbac/subject-access-reviews', {
    method: 'POST',
    body,
    signal,
  });
  return reviewSchema.parse(answer);
}

const searchSchema = z.object({
  results: z.array(z.object({ resource_type: z.string(), id: z.string() })),
});

/** The ids of `kind` the subject may `action`, from the access search. */
export async function searchAccess(
  orgId: string,
  body: { subject: string; action: string; resource_types: ResourceKind[] },
  signal?: AbortSignal,
): Promise<Set<string>> {
  const answer = await request<unknown>(orgId, '/api/rbac/subject-access-search', {
    method: 'POST',
    body,
    signal,
  });
  return new Set(searchSchema.parse(answer).results.map((r) => r.id));
}

/** Per action, the ids of `kind` the subject may act on (one search per action). */
export function effectiveQuery(
  orgId: string,
  subject: string,
  kind: ResourceKind,
  actions: readonly string[],
) {
  return queryOptions({
    queryKey: accessKeys.effective(subject, kind, actions),
    queryFn: async ({ signal }) => {
      const sets = await Promise.all(
        actions.map((action) =>
          searchAccess(orgId, { subject, action, resource_types: [kind] }, signal),
        ),
      );
      return Object.fromEntries(actions.map((a, i) => [a, [...(sets[i] ?? [])]]));
    },
  });
}

/** Per plugin action, whether the subject may invoke it across the catalog. */
export function pluginAccessQuery(orgId: string, subject: string, actions: readonly string[]) {
  return queryOptions({
    queryKey: accessKeys.effective(subject, 'plugin', actions),
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(
        actions.map((action) =>
          reviewAccess(
            orgId,
            { resource: { global: 'catalog' }, action, subjects: [subject] },
            signal,
          ),
        ),
      );
      return Object.fromEntries(
        actions.map((a, i) => [a, answers[i]?.results[0]?.allowed ?? false]),
      );
    },
  });
}

export const invalidateAccess = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: accessKeys.all });

export type Direct = 'deny' | 'default' | 'allow';

export interface SwitchWrite {
  subject: string;
  subjectType: string;
  action: string;
  /** What a new rule names: a selector, or a global object (`mcp`). */
  on: { object_selector: Record<string, unknown> } | { object: string };
  /** Whether a settings rule is this switch's (same action and resource). */
  matches: (rule: SettingsRule) => boolean;
  value: Direct;
  createdBy: string | null;
}

/** One switch (spec 5-access §2.5): re-read the subject's rules, then delete, flip or create. */
export async function writeSwitch(orgId: string, w: SwitchWrite): Promise<void> {
  const rules = (await fetchSettingsRules(orgId, { subject: w.subject })).filter(w.matches);
  const byId = (id: string) => postgrest('permissions').eq('id', id);
  if (w.value === 'default') {
    for (const rule of rules) await byId(rule.id).delete(orgId);
    return;
  }
  const deny = w.value === 'deny';
  const [first, ...duplicates] = rules;
  for (const rule of duplicates) await byId(rule.id).delete(orgId);
  if (first) {
    if (Boolean(first.deny) !== deny) await byId(first.id).update(orgId, { deny });
    return;
  }
  await postgrest('permissions').insert(orgId, {
    action: w.action,
    ...w.on,
    subject: w.subject,
    subject_type: w.subjectType,
    deny,
    source: SETTINGS_SOURCE,
    ...(w.createdBy ? { created_by: w.createdBy } : {}),
  });
}
