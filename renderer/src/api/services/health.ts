// Health checks (reference §4.1): the dashboard summary with agent names (H1 + H2), one check with
// its relationships (H3), its history (H5), graph (H6), canary spec (H8) and Run Now (H7).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../http/client.ts';
import { postgrest } from '../http/postgrest.ts';
import { timeRangeOptionMinutes } from '../../lib/time/time-range.ts';
import {
  checkSummarySchema,
  agentNameSchema,
  canarySpecSchema,
  checkDetailSchema,
  checkStatusSchema,
  graphResponseSchema,
  summaryResponseSchema,
  type CheckStatus,
  type CheckSummary,
} from './health.types.ts';
import { parseWire } from '../http/parse-wire.ts';
import { resourceKeys, type ListScope, type ResourceSource } from '../resource/resource-queries.ts';
import { isWellFormedCheckSummary } from './check-summary-fast.ts';

/** The local agent's id: its checks carry no agent name. */
export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';
/** Points asked of the graph endpoint (spec 1 §2). */
export const GRAPH_POINTS = 300;

export const healthKeys = {
  all: ['health'] as const,
  summary: () => ['health', 'summary', {}] as const,
  check: (id: string) => ['health', 'check', { id }] as const,
  graphs: () => ['health', 'graph'] as const,
  graph: (id: string, range: string) => ['health', 'graph', { id, range }] as const,
  canary: (id: string) => ['health', 'canary', { id }] as const,
};

/** The summary's checks: rows the fast guard accepts as they are, the rest through zod. */
function summaryChecks(body: unknown, url: string): CheckSummary[] {
  const rows =
    typeof body === 'object' && body !== null && 'checks_summary' in body
      ? body.checks_summary
      : undefined;
  if (!Array.isArray(rows)) return parseWire(summaryResponseSchema, body, url).checks_summary ?? [];
  return rows.map((row: unknown) =>
    isWellFormedCheckSummary(row) ? row : parseWire(checkSummarySchema, row, url),
  );
}

/** Every agent's name by id: asked beside the summary, not after it (the names are few). */
async function agentNames(orgId: string, signal?: AbortSignal): Promise<Map<string, string>> {
  const agents = await postgrest<unknown>('agents').select('id,name').fetch(orgId, signal);
  return new Map(
    agents.rows.map((row) => {
      const agent = parseWire(agentNameSchema, row, '/api/db/agents');
      return [agent.id, agent.name] as const;
    }),
  );
}

export async function fetchChecksSummary(
  orgId: string,
  signal?: AbortSignal,
): Promise<CheckSummary[]> {
  const url = '/api/canary/api/summary';
  const names = agentNames(orgId, signal);
  // Only checks of a remote agent need the names: for the others their failure does not matter.
  names.catch(() => undefined);
  const checks = summaryChecks(await request<unknown>(orgId, url, { signal }), url);
  const remote = (c: CheckSummary) => !!c.agent_id && c.agent_id !== LOCAL_AGENT_ID;
  if (!checks.some(remote)) return checks;
  const byId = await names;
  return checks.map((c) => {
    const agentName = c.agent_id ? byId.get(c.agent_id) : undefined;
    return agentName ? { ...c, agentName } : c;
  });
}

/** The summary; TanStack Query aborts the previous request (signal) when a refetch starts. */
export function checksSummaryQuery(orgId: string, refetchInterval?: number) {
  return queryOptions({
    queryKey: healthKeys.summary(),
    queryFn: ({ signal }) => fetchChecksSummary(orgId, signal),
    refetchInterval: refetchInterval ?? false,
  });
}

/** The row of `table` with this id, null when none; one of the wrong shape is an error. */
async function rowById<S extends z.ZodType>(
  orgId: string,
  read: { table: string; id: string; select: string; schema: S },
  signal: AbortSignal,
): Promise<z.infer<S> | null> {
  const [row] = await postgrest<unknown>(read.table)
    .eq('id', read.id)
    .select(read.select)
    .list(orgId, signal);
  return row === undefined ? null : parseWire(read.schema, row, `/api/db/${read.table}`);
}

const CHECK_DETAIL_SELECT =
  '*,canaries!checks_canary_id_fkey(id,name,source,labels),agents!checks_agent_id_fkey(id,name),' +
  'components:check_component_relationships(components(id,name,icon)),' +
  'configs:check_config_relationships(configs(id,name,type))';

export function checkDetailQuery(orgId: string, id: string) {
  return queryOptions({
    queryKey: healthKeys.check(id),
    queryFn: async ({ signal }) => {
      const read = { table: 'checks', id, select: CHECK_DETAIL_SELECT, schema: checkDetailSchema };
      const detail = await rowById(orgId, read, signal);
      // The summary merges the canary's labels under the check's own; the modal shows the same.
      return detail && { ...detail, labels: { ...detail.canaries?.labels, ...detail.labels } };
    },
  });
}

/** `range` is a short option such as `1h`, sent as the graph's `start`. */
export function checkGraphQuery(orgId: string, id: string, range: string) {
  return queryOptions({
    queryKey: healthKeys.graph(id, range),
    queryFn: async ({ signal }) => {
      const url = '/api/canary/api/graph';
      const body = await request<unknown>(orgId, url, {
        query: { check: id, count: GRAPH_POINTS, start: range },
        signal,
      });
      return parseWire(graphResponseSchema, body, url);
    },
  });
}

/**
 * A check's runs (H5), newest first: the History tab's list. The tab narrows it to one check and
 * its range (a ListScope); Run Now invalidates it (invalidateCheck).
 */
export const checkHistorySource: ResourceSource<CheckStatus> = {
  key: 'health/history',
  table: 'check_statuses',
  select: '*',
  schema: checkStatusSchema,
  defaultOrder: { column: 'time', ascending: false },
  softDelete: false,
  // Spec 1 §9: history status query stale time 10 s.
  staleTime: 10_000,
};

/** The history rows of one check in the range before the read (spec 1 §9: a short option). */
export function checkHistoryScope(checkId: string, range: string): ListScope {
  return {
    key: { checkId, range },
    apply: (query) => {
      const minutes = timeRangeOptionMinutes(range) ?? 60;
      query
        .eq('check_id', checkId)
        .gt('time', new Date(Date.now() - minutes * 60_000).toISOString());
    },
  };
}

export function canarySpecQuery(orgId: string, canaryId: string) {
  return queryOptions({
    queryKey: healthKeys.canary(canaryId),
    queryFn: ({ signal }) => {
      const select = 'id,source,spec,name,namespace';
      return rowById(
        orgId,
        { table: 'canaries', id: canaryId, select, schema: canarySpecSchema },
        signal,
      );
    },
  });
}

/** Run Now (H7). The answer is canary-checker's CheckResult, which the console does not read. */
export async function runCheck(orgId: string, id: string): Promise<void> {
  await request<unknown>(orgId, `/api/canary/run/check/${encodeURIComponent(id)}`, {
    method: 'POST',
  });
}

/** After Run Now: the check, its graph, history and the summary are stale. */
export async function invalidateCheck(client: QueryClient, id: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: healthKeys.summary() }),
    client.invalidateQueries({ queryKey: healthKeys.check(id) }),
    client.invalidateQueries({ queryKey: healthKeys.graphs() }),
    client.invalidateQueries({ queryKey: resourceKeys.all(checkHistorySource.key) }),
  ]);
}
