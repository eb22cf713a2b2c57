// Catalog access on the wire (spec 5-access §3, §7): the rows of config_access_summary, its three
// groupings, the access logs, the flat mode's filter options (rpc/config_access_filter_options),
// the duplicate-user search of the merge dialog and the two writes of the Users tab.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../http/client.ts';
import { parseWire } from '../http/parse-wire.ts';
import { postgrest } from '../http/postgrest.ts';
import { rowsQuery } from '../http/postgrest-queries.ts';

const text = z.string().nullish();
const when = z.string().nullish();

export const ACCESS_SELECT =
  'config_id,config_name,config_type,external_user_id,user,email,role,user_type,external_group_id,last_signed_in_at,last_reviewed_at,created_at';

/** One grant: a (config, user or group, role) row; `id` is made here, the view has none. */
export const accessRowSchema = z
  .object({
    config_id: z.string(),
    config_name: text,
    config_type: text,
    external_user_id: text,
    external_group_id: text,
    user: text,
    email: text,
    role: text,
    user_type: text,
    last_signed_in_at: when,
    last_reviewed_at: when,
    created_at: when,
  })
  .transform((r) => ({
    ...r,
    id: [r.config_id, r.external_user_id ?? r.external_group_id ?? '', r.role ?? ''].join(':'),
  }));
export type AccessRow = z.infer<typeof accessRowSchema>;

const counts = {
  access_count: z.number(),
  distinct_roles: z.number(),
  last_signed_in_at: when,
  latest_grant: when,
};
const configCounts = { distinct_configs: z.number(), config_types: z.array(z.string()).nullish() };
export const byUserSchema = z.object({
  external_user_id: z.string(),
  user: text,
  email: text,
  ...configCounts,
  ...counts,
});
export const byGroupSchema = z.object({
  external_group_id: z.string(),
  group: text,
  distinct_users: z.number(),
  ...configCounts,
  ...counts,
});
export const byConfigSchema = z.object({
  config_id: z.string(),
  config_name: text,
  config_type: text,
  distinct_users: z.number(),
  ...counts,
});
export type AccessByUser = z.infer<typeof byUserSchema>;
export type AccessByGroup = z.infer<typeof byGroupSchema>;
export type AccessByConfig = z.infer<typeof byConfigSchema>;

export const accessLogSchema = z
  .object({
    config_id: z.string(),
    external_user_id: z.string(),
    mfa: z.boolean().nullish(),
    properties: z.record(z.string(), z.unknown()).nullish(),
    count: z.number().nullish(),
    created_at: when,
    external_users: z.object({ name: text, user_email: text }).nullish(),
  })
  .transform((l) => ({ ...l, id: `${l.config_id}:${l.external_user_id}:${l.created_at ?? ''}` }));
export type AccessLog = z.infer<typeof accessLogSchema>;

export const accessKeys = {
  all: ['catalog-access'] as const,
  item: (configId: string) => ['catalog-access', 'item', { configId }] as const,
  logs: (configId: string) => ['catalog-access', 'logs', { configId }] as const,
  options: (params: FilterOptionParams) => ['catalog-access', 'options', params] as const,
  users: (primaryId: string, q: string) => ['catalog-access', 'users', { primaryId, q }] as const,
};

/** An item's grants, by user (the Access tab, unpaged). */
export function configAccessQuery(orgId: string, configId: string) {
  const query = postgrest('config_access_summary', accessRowSchema)
    .select(ACCESS_SELECT)
    .eq('config_id', configId)
    .order('user', { ascending: true });
  return rowsQuery(orgId, accessKeys.item(configId), query);
}

/** An item's sign-ins, newest first (the Access Logs tab, unpaged). */
export function configAccessLogsQuery(orgId: string, configId: string) {
  const query = postgrest('config_access_logs', accessLogSchema)
    .select('*,external_users(name,user_email:email)')
    .eq('config_id', configId)
    .order('created_at', { ascending: false });
  return rowsQuery(orgId, accessKeys.logs(configId), query);
}

const filterOptionsSchema = z.object({
  catalogs: z.array(z.object({ config_id: z.string(), config_name: text, config_type: text })),
  users: z.array(z.object({ external_user_id: z.string(), user: text, email: text })),
  groups: z.array(z.object({ external_group_id: z.string(), group: text })),
  roles: z.array(z.object({ role: text })),
  user_types: z.array(z.object({ user_type: text })),
});
export type AccessFilterOptions = z.infer<typeof filterOptionsSchema>;

export interface FilterOptionParams {
  p_config_id?: string;
  p_config_type?: string;
  p_user_id?: string;
  p_group_id?: string;
  p_role?: string;
  p_user_type?: string;
}

export const FILTER_OPTIONS_URL = '/api/db/rpc/config_access_filter_options';

export function accessFilterOptionsQuery(orgId: string, params: FilterOptionParams) {
  return queryOptions({
    queryKey: accessKeys.options(params),
    queryFn: async ({ signal }) =>
      parseWire(
        filterOptionsSchema,
        await request<unknown>(orgId, FILTER_OPTIONS_URL, { signal, query: { ...params } }),
        FILTER_OPTIONS_URL,
      ),
    staleTime: 60_000,
  });
}

const externalUserSchema = z.object({
  id: z.string(),
  name: text,
  email: text,
  aliases: z.array(z.string()).nullish(),
  user_type: text,
});
export type ExternalUser = z.infer<typeof externalUserSchema>;

/** PostgREST quoting of a value inside `or=(…)`. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Candidates for 'Duplicate user': name, email, exact alias or id; no groups, not the primary. */
export function duplicateUsersQuery(orgId: string, primaryId: string, q: string) {
  const term = q.trim();
  const query = postgrest('external_users', externalUserSchema)
    .select('id,name,email,aliases,user_type')
    .is('deleted_at', null)
    .neq('user_type', 'group')
    .neq('id', primaryId)
    .order('name', { ascending: true, nulls: 'last' })
    .order('email', { ascending: true, nulls: 'last' })
    .limit(20);
  if (term) {
    const like = `*${term.replace(/[,()*]/g, ' ')}*`;
    const uuid = /^[0-9a-f-]{36}$/i.test(term) ? `,id.eq.${term}` : '';
    query.or(`name.ilike.${like},email.ilike.${like},aliases.cs.{${quoted(term)}}${uuid}`);
  }
  return rowsQuery(orgId, accessKeys.users(primaryId, term), query);
}

/** The alias as stored: trimmed and lower-cased (spec 5-access §5). */
export const normalisedAlias = (alias: string) => alias.trim().toLowerCase();

/** One of the Users tab's writes; `p_created_by` is optional and the console never sent one. */
const userWrite = (orgId: string, rpc: string, body: Record<string, string>) =>
  request<unknown>(orgId, `/api/db/rpc/${rpc}`, { method: 'POST', body });

export const addExternalUserAlias = (orgId: string, userId: string, alias: string) =>
  userWrite(orgId, 'add_external_user_alias', {
    p_external_user_id: userId,
    p_alias: normalisedAlias(alias),
  });

export const mergeExternalUsers = (orgId: string, primaryId: string, duplicateId: string) =>
  userWrite(orgId, 'merge_external_users', {
    p_primary_id: primaryId,
    p_duplicate_id: duplicateId,
  });
