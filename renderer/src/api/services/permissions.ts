// Permissions (spec 5-access §2.4, §7): the rules as `permissions_summary` lists them (paged and
// sorted by the server, with who created them), writes to `permissions` (add, edit, delete for
// good, and 'Re-check', which clears `error` so the server computes it again), the rules whose
// selector names a playbook, and the rows the form's pickers choose a subject or resource from.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postgrest } from '../http/postgrest.ts';
import { notDeleted, searchByName, type NamePickerSource } from './name-picker.ts';
import type { ResourceSource } from '../resource/resource-queries.ts';
import { opt, personOrId, timestamps } from './wire-parts.ts';

// A subject or resource as the summary embeds it; a group no permission group names has no id.
const named = z
  .looseObject(opt.strings('id', 'name', 'namespace', 'title', 'icon', 'type', 'email'))
  .nullish();

export const permissionRowSchema = z.object({
  id: z.string(),
  ...opt.strings('name', 'namespace', 'description', 'source', 'subject_type', 'subject'),
  action: z.string(),
  ...opt.strings('object', 'error', 'until', 'deleted_at'),
  object_selector: z.unknown().optional(),
  deny: opt.bool,
  ...opt.strings('component_id', 'config_id', 'canary_id', 'playbook_id', 'connection_id'),
  ...timestamps,
  created_by: personOrId,
  ...{ person: named, team: named, group: named, notification: named, playbook: named },
  ...{ component_object: named, config_object: named, canary_object: named },
  ...{ playbook_object: named, connection_object: named },
});
export type PermissionRow = z.infer<typeof permissionRowSchema>;

/** What a rule is written with (the form's body; `id` and stamps are the server's). */
export type PermissionInput = Partial<
  Pick<
    PermissionRow,
    | 'subject'
    | 'subject_type'
    | 'action'
    | 'object'
    | 'deny'
    | 'description'
    | 'component_id'
    | 'config_id'
    | 'canary_id'
    | 'playbook_id'
    | 'connection_id'
  >
> & { object_selector?: unknown; source?: string; created_by?: string };

const SELECT = '*,created_by(id,name,avatar,email)';

export const permissionsSource: ResourceSource<PermissionRow> = {
  key: 'settings/permissions',
  table: 'permissions_summary',
  writeTable: 'permissions',
  select: SELECT,
  detailSelect: '*',
  schema: permissionRowSchema,
  defaultOrder: { column: 'updated_at', ascending: false },
  // The rules are deleted for good (as the console does); the summary already leaves out rows
  // marked deleted, and the list asks so too (spec 5-access §7).
  softDelete: false,
  where: (query) => void query.is('deleted_at', null),
};

/** The rules whose `object_selector.playbooks` names the playbook (its 'Inbound' tab). */
export function inboundPermissionsSource(
  name: string,
  namespace: string | null,
): ResourceSource<PermissionRow> {
  return {
    ...permissionsSource,
    key: `${permissionsSource.key}/inbound/${namespace ?? ''}/${name}`,
    table: 'rpc/permissions_for_obj_selector',
    where: (query) => {
      query.arg('p_field', 'playbooks').arg('p_name', name);
      if (namespace) query.arg('p_namespace', namespace);
    },
  };
}

export async function createPermission(orgId: string, input: PermissionInput): Promise<void> {
  await postgrest('permissions').insert(orgId, { source: 'UI', ...input });
}

export async function updatePermission(
  orgId: string,
  id: string,
  input: PermissionInput,
): Promise<void> {
  await postgrest('permissions').eq('id', id).update(orgId, input);
}

export async function deletePermission(orgId: string, id: string): Promise<void> {
  await postgrest('permissions').eq('id', id).delete(orgId);
}

/** 'Re-check': clears `error`; answers the error the server stored again (null when none). */
export async function recheckPermission(orgId: string, id: string): Promise<string | null> {
  const [row] = await postgrest('permissions', z.looseObject({ error: opt.str }))
    .eq('id', id)
    .select('id,error')
    .update(orgId, { error: null });
  return row?.error ?? null;
}

/** The list and every playbook's inbound list (their keys start with the list's). */
export function invalidatePermissions(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'resource' && String(queryKey[1]).startsWith(permissionsSource.key),
  });
}

/** What the form's pickers choose from: subjects and resources. */
export type PermissionPickerKind =
  | 'person'
  | 'team'
  | 'notification'
  | 'role'
  | 'playbook'
  | 'config'
  | 'component'
  | 'canary'
  | 'connection'
  | 'view'
  | 'scope';

export const permissionPickerRowSchema = z.looseObject({
  id: z.string(),
  ...opt.strings('name', 'namespace', 'title', 'type', 'email'),
});
export type PermissionPickerRow = z.infer<typeof permissionPickerRowSchema>;

const PICKERS: Record<PermissionPickerKind, NamePickerSource> = {
  person: {
    table: 'people',
    select: 'id,name,email',
    base: (q) => notDeleted(q).not('email', 'is', 'null'),
  },
  team: { table: 'teams', select: 'id,name', base: notDeleted },
  notification: { table: 'notifications', select: 'id,name,namespace', base: notDeleted },
  role: {
    table: 'permission_subjects',
    select: 'id,name,type',
    base: (q) => q.in('type', ['role', 'permission_subject_group']),
  },
  playbook: { table: 'playbooks', select: 'id,name,title,namespace', base: notDeleted },
  config: { table: 'configs', select: 'id,name,type,namespace', base: notDeleted },
  component: { table: 'components', select: 'id,name,type,namespace', base: notDeleted },
  canary: { table: 'canaries', select: 'id,name,namespace', base: notDeleted },
  connection: { table: 'connections_list', select: 'id,name,namespace,type', base: (q) => q },
  view: { table: 'views', select: 'id,name,namespace', base: notDeleted },
  scope: { table: 'scopes', select: 'id,name,namespace', base: notDeleted },
};

/** Rows of `kind` whose name holds the typed text, by name. */
export function permissionPickerQuery(orgId: string, kind: PermissionPickerKind, search: string) {
  return queryOptions({
    queryKey: ['permissions', 'picker', { kind, search }] as const,
    queryFn: ({ signal }): Promise<PermissionPickerRow[]> =>
      searchByName(orgId, PICKERS[kind], permissionPickerRowSchema, search, signal),
    staleTime: 60_000,
  });
}
