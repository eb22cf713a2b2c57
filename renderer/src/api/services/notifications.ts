// Notifications (reference §4.8): the send log (N5) and one send (N6), its resource types (N7);
// silences (N8 list, N9 add, N10 edit and soft delete); rules with their send statistics (N1
// list, N2 one, N3 writes). Lists are ResourceSources so the resource kit pages and sorts them.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../http/client.ts';
import { parseWire } from '../http/parse-wire.ts';
import { postgrest } from '../http/postgrest.ts';
import { notDeleted, searchByName, type NamePickerSource } from './name-picker.ts';
import {
  invalidateResource,
  resourceQuery,
  type ResourceSource,
} from '../resource/resource-queries.ts';
import {
  pickerRowSchema,
  ruleRowSchema,
  sendHistoryDetailSchema,
  sendHistoryRowSchema,
  silenceRowSchema,
  type NotificationPickerKind,
  type NotificationPickerRow,
  type RuleRow,
  type SendHistoryRow,
  type SilenceInput,
  type SilenceRow,
} from './notifications.types.ts';

const AVATAR = 'id,name,avatar,email';

export const notificationsKeys = {
  all: ['notifications'] as const,
  sendDetail: (id: string) => ['notifications', 'send', { id }] as const,
  resourceTypes: () => ['notifications', 'resource-types'] as const,
  ruleNames: () => ['notifications', 'rule-names'] as const,
  picker: (kind: NotificationPickerKind, search: string) =>
    ['notifications', 'picker', { kind, search }] as const,
};

/** N5: the send log, newest first. */
export const sendHistorySource: ResourceSource<SendHistoryRow> = {
  key: 'notifications/send-history',
  table: 'notification_send_history_summary',
  select:
    'id,notification_id,created_at,first_observed,count,status,source_event,resource_id,' +
    'resource_kind,resource_type,resource,person_id,error,duration_millis',
  schema: sendHistoryRowSchema,
  defaultOrder: { column: 'created_at', ascending: false },
  softDelete: false,
};

/** N8: silences not deleted, newest first, with the resource each one names. */
export const silencesSource: ResourceSource<SilenceRow> = {
  key: 'notifications/silences',
  table: 'notification_silences',
  select:
    '*,checks:check_id(id,name,type),catalog:config_id(id,name,type),' +
    `component:component_id(id,name,icon,type),canary:canary_id(id,name),createdBy:created_by(${AVATAR})`,
  schema: silenceRowSchema,
  defaultOrder: { column: 'created_at', ascending: false },
  softDelete: true,
};

/** N1 reads, N3 writes to `notifications`; deleted rules never reach the summary. */
export const rulesSource: ResourceSource<RuleRow> = {
  key: 'notifications/rules',
  table: 'notifications_summary',
  writeTable: 'notifications',
  select: `*,person:person_id(${AVATAR}),team:team_id(id,name,icon),created_by(${AVATAR})`,
  detailSelect: `*,person:person_id(${AVATAR}),team:team_id(id,name,icon),created_by(${AVATAR})`,
  schema: ruleRowSchema,
  defaultOrder: { column: 'created_at', ascending: false },
  softDelete: true,
};

/** N6: one send in full (body, error, detail). */
export function sendHistoryDetailQuery(orgId: string, id: string) {
  return queryOptions({
    queryKey: notificationsKeys.sendDetail(id),
    queryFn: async ({ signal }) => {
      const url = `/api/notification/send_history/${encodeURIComponent(id)}`;
      return parseWire(
        sendHistoryDetailSchema,
        await request<unknown>(orgId, url, { signal }),
        url,
      );
    },
  });
}

/** N7: the resource types the send log has, for its filter. */
export function sendResourceTypesQuery(orgId: string) {
  return queryOptions({
    queryKey: notificationsKeys.resourceTypes(),
    queryFn: async ({ signal }) => {
      const page = await postgrest(
        'notification_send_history_resource_types',
        z.object({ resource_type: z.string() }),
      )
        .select('resource_type')
        .order('resource_type')
        .fetch(orgId, signal);
      return page.rows.map((row) => row.resource_type);
    },
    staleTime: 5 * 60_000,
  });
}

/** Rule names by id, so a send names the rule that sent it. */
export function ruleNamesQuery(orgId: string) {
  return queryOptions({
    queryKey: notificationsKeys.ruleNames(),
    queryFn: async ({ signal }) => {
      const page = await postgrest('notifications', z.object({ id: z.string(), name: z.string() }))
        .select('id,name')
        .fetch(orgId, signal);
      return Object.fromEntries(page.rows.map((row) => [row.id, row.name]));
    },
    staleTime: 60_000,
  });
}

export function ruleQuery(orgId: string, id: string) {
  return resourceQuery(orgId, rulesSource, id);
}

/** N9: adds a silence (the server forces source UI and resolves datemath; answers nothing). */
export async function createSilence(orgId: string, input: SilenceInput): Promise<void> {
  await request<unknown>(orgId, '/api/notification/silence', { method: 'POST', body: input });
}

/** N10: a silence's edit; `updated_at` is set to now as the console does. */
export async function updateSilence(
  orgId: string,
  id: string,
  patch: Partial<Pick<SilenceRow, 'description' | 'from' | 'until' | 'recursive'>>,
): Promise<void> {
  await postgrest('notification_silences')
    .eq('id', id)
    .update(orgId, { ...patch, updated_at: new Date().toISOString() });
}

/** N10: soft delete. */
export async function deleteSilence(orgId: string, id: string): Promise<void> {
  await postgrest('notification_silences').eq('id', id).softDelete(orgId);
}

/** N3: creates a rule (source UI, created_by the user) or updates one. */
export async function saveRule(
  orgId: string,
  id: string | null,
  values: Record<string, unknown>,
): Promise<void> {
  if (id) await postgrest('notifications').eq('id', id).update(orgId, values);
  else await postgrest('notifications').insert(orgId, { source: 'UI', ...values });
}

export async function deleteRule(orgId: string, id: string): Promise<void> {
  await postgrest('notifications').eq('id', id).softDelete(orgId);
}

export async function invalidateNotifications(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: notificationsKeys.all }),
    invalidateResource(client, silencesSource.key),
    invalidateResource(client, rulesSource.key),
  ]);
}

const PICKER_SOURCES: Record<NotificationPickerKind, NamePickerSource> = {
  config: { table: 'configs', select: 'id,name,type,namespace', base: notDeleted },
  component: { table: 'components', select: 'id,name,type,namespace', base: notDeleted },
  check: { table: 'checks', select: 'id,name,type,namespace', base: notDeleted },
  canary: { table: 'canaries', select: 'id,name,namespace', base: notDeleted },
  person: {
    table: 'people',
    select: 'id,name,email',
    base: (q) => notDeleted(q).not('email', 'is', 'null'),
  },
  team: { table: 'teams', select: 'id,name', base: notDeleted },
  connection: { table: 'connections_list', select: 'id,name,namespace,type', base: (q) => q },
};

/** Rows to choose a silence's resource or a rule's recipient from, searched by name. */
export function notificationPickerQuery(
  orgId: string,
  kind: NotificationPickerKind,
  search: string,
) {
  return queryOptions({
    queryKey: notificationsKeys.picker(kind, search),
    queryFn: ({ signal }): Promise<NotificationPickerRow[]> =>
      searchByName(orgId, PICKER_SOURCES[kind], pickerRowSchema, search, signal),
    staleTime: 60_000,
  });
}
