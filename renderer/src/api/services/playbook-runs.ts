// Playbook runs and definitions (reference §4.9): the runs list as a resource source (P9), one
// run with its child runs (P10), its actions (P11) and one action (P12), approving and cancelling
// (P13), and the playbook definitions with their guarded writes (P1, P4, P5).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { request } from '../http/client.ts';
import { parseWireRows } from '../http/parse-wire.ts';
import { postgrest } from '../http/postgrest.ts';
import { rowsQuery } from '../http/postgrest-queries.ts';
import type { ResourceSource } from '../resource/resource-queries.ts';
import {
  playbookRunSchema,
  playbookSpecSchema,
  runActionSchema,
  type PlaybookRun,
  type PlaybookSpec,
  type PlaybookWrite,
  type RunAction,
  type RunDetail,
} from './playbook-runs.types.ts';
import { playbooksKeys } from './playbooks.ts';

/** Run statuses after which nothing changes any more (spec 3 §4). */
export const FINAL_RUN_STATUSES: readonly string[] = [
  'completed',
  'failed',
  'cancelled',
  'timed_out',
];
/** Action statuses after which its result is complete. */
export const FINAL_ACTION_STATUSES: readonly string[] = [
  'completed',
  'failed',
  'skipped',
  'cancelled',
];
/** Polling while not final (spec 3 §9). */
export const RUN_POLL_MS = 2000;
export const ACTION_POLL_MS = 1000;

const RUN_EMBEDS =
  'created_by(id,name,avatar,email),playbooks(id,name,title,spec,icon),' +
  'component:components(id,name,icon),check:checks(id,name,icon),' +
  'config:config_items(id,name,type,config_class)';

export const playbookRunKeys = {
  all: ['playbook-runs'] as const,
  run: (id: string) => ['playbook-runs', 'run', { id }] as const,
  actions: (runId: string) => ['playbook-runs', 'actions', { runId }] as const,
  action: (id: string) => ['playbook-runs', 'action', { id }] as const,
  specs: () => ['playbooks', 'specs'] as const,
  names: () => ['playbooks', 'names'] as const,
  /** In the app's client, beside other organisations' (a run in several organisations). */
  namesIn: (orgId: string) => ['playbooks', 'names-across', orgId] as const,
};

/** P9 as a list source: top-level runs newest first with their embeds. */
export const playbookRunsSource: ResourceSource<PlaybookRun> = {
  key: 'playbook_runs',
  table: 'playbook_runs',
  select: `*,${RUN_EMBEDS}`,
  schema: playbookRunSchema,
  defaultOrder: { column: 'created_at', ascending: false },
  softDelete: false,
  where: (query) => void query.is('parent_id', null),
};

/** P10: the run and the runs it spawned; null when there is no such run. */
export function playbookRunQuery(orgId: string, id: string) {
  return queryOptions({
    queryKey: playbookRunKeys.run(id),
    queryFn: async ({ signal }): Promise<RunDetail | null> => {
      const page = await postgrest('playbook_runs', playbookRunSchema)
        .select(`*,${RUN_EMBEDS},playbook_approvals(*,person_id(id,name,avatar),team_id(id,name))`)
        .or(`id.eq.${id},parent_id.eq.${id}`)
        .fetch(orgId, signal);
      const run = page.rows.find((r) => r.id === id);
      if (!run) return null;
      return { run, children: page.rows.filter((r) => r.id !== id) };
    },
  });
}

/**
 * P11: the actions of a run and of its children, in start order — without their results, which
 * can be megabytes of logs per action: the list is polled every 2 s, and only the selected
 * action's result (P12) is shown.
 */
export function runActionsQuery(orgId: string, runId: string) {
  return queryOptions({
    queryKey: playbookRunKeys.actions(runId),
    queryFn: async ({ signal }): Promise<RunAction[]> => {
      const url = '/api/db/rpc/get_playbook_run_actions';
      const select =
        'id,name,playbook_run_id,status,scheduled_time,start_time,end_time,error,agent_id,agent';
      const body = await request<unknown>(orgId, url, {
        query: { run_id: runId, select },
        signal,
      });
      return parseWireRows(runActionSchema, body ?? [], url);
    },
  });
}

/** P12: one action with its full result. */
export function runActionQuery(orgId: string, actionId: string) {
  const query = postgrest('playbook_run_actions', runActionSchema).select('*').eq('id', actionId);
  // Megabytes of logs each: kept in memory, not written to the offline cache on every poll.
  return queryOptions({
    queryKey: playbookRunKeys.action(actionId),
    queryFn: ({ signal }) => query.maybeSingle(orgId, signal),
    meta: { persist: false },
  });
}

/** P13: approves a run waiting for approval. */
export async function approveRun(orgId: string, runId: string): Promise<void> {
  await request<unknown>(orgId, `/api/playbook/run/approve/${encodeURIComponent(runId)}`, {
    method: 'POST',
  });
}

/** P13: cancels an unfinished run. */
export async function cancelRun(orgId: string, runId: string): Promise<void> {
  await request<unknown>(orgId, `/api/playbook/run/cancel/${encodeURIComponent(runId)}`, {
    method: 'POST',
  });
}

export const invalidateRun = (client: QueryClient, runId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: playbookRunKeys.run(runId) }),
    client.invalidateQueries({ queryKey: playbookRunKeys.actions(runId) }),
  ]).then(() => undefined);

/** P1: every playbook definition, newest first. */
export function playbookSpecsQuery(orgId: string) {
  const query = postgrest('playbooks', playbookSpecSchema)
    .select('*,created_by(id,name,avatar,email)')
    .is('deleted_at', null)
    .order('created_at', { ascending: false });
  return rowsQuery(orgId, playbookRunKeys.specs(), query);
}

/** P2: the playbooks by title, for filters. */
export function playbookNamesQuery(orgId: string) {
  const query = postgrest('playbooks', playbookSpecSchema)
    .select('id,name,namespace,title,icon,category,description,source')
    .is('deleted_at', null)
    .order('title');
  return rowsQuery(orgId, playbookRunKeys.names(), query, { staleTime: 60_000 });
}

/** P2 of one organisation among several, read in the app's client (issue 36 item 4). */
export function playbookNamesInQuery(orgId: string, enabled: boolean) {
  const query = postgrest('playbooks', playbookSpecSchema)
    .select('id,name,namespace,title')
    .is('deleted_at', null);
  return queryOptions({
    queryKey: playbookRunKeys.namesIn(orgId),
    queryFn: ({ signal }): Promise<PlaybookSpec[] | null> => query.list(orgId, signal),
    enabled,
    retry: false,
    // Read again at each opening of the dialog: an organisation gone since says so.
    staleTime: 0,
    meta: { silentErrors: true },
  });
}

/** P5: creates a playbook (the server sets source UI and validates the spec). */
export async function createPlaybook(orgId: string, values: PlaybookWrite): Promise<void> {
  await postgrest<unknown>('playbooks').insert(orgId, { ...values });
}

export async function updatePlaybook(
  orgId: string,
  id: string,
  values: Partial<PlaybookWrite>,
): Promise<void> {
  await postgrest<unknown>('playbooks')
    .eq('id', id)
    .update(orgId, { ...values });
}

/** P5: soft delete. */
export async function deletePlaybook(orgId: string, id: string): Promise<void> {
  await postgrest<unknown>('playbooks').eq('id', id).softDelete(orgId);
}

export const invalidatePlaybooks = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: playbooksKeys.all }).then(() => undefined);
