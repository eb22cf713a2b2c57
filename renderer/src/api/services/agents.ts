// Agents (reference §4.2): the paged summary list (A1), one agent (A2), generate (A3), update of
// properties (A5) and soft delete with the optional cleanup flag (A6).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { invoke } from '../../lib/bridge.ts';
import { ApiError } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { postgrest } from '../http/postgrest.ts';
import {
  agentSummarySchema,
  type AgentInput,
  type AgentListParams,
  type AgentSummary,
  type GeneratedAgent,
} from './agents.types.ts';

export const agentsKeys = {
  all: ['agents'] as const,
  lists: () => ['agents', 'list'] as const,
  list: (params: AgentListParams) => ['agents', 'list', params] as const,
  detail: (id: string) => ['agents', 'detail', { id }] as const,
};

function toAgent(row: unknown): AgentSummary {
  const parsed = agentSummarySchema.safeParse(row);
  if (!parsed.success) {
    throw new ApiError({
      status: 200,
      url: '/api/db/agents_summary',
      message: `Unexpected agent row: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    });
  }
  return parsed.data;
}

export function agentQuery(orgId: string, id: string) {
  return queryOptions({
    queryKey: agentsKeys.detail(id),
    queryFn: async ({ signal }) => {
      const page = await postgrest<unknown>('agents_summary')
        .select('*,created_by(id,name,avatar,email)')
        .eq('id', id)
        .fetch(orgId, signal);
      return page.rows[0] === undefined ? null : toAgent(page.rows[0]);
    },
  });
}

/**
 * A3 mints the agent's access token, so main makes the call (`agents:generate`); the gateway
 * refuses the route to pages. The answer, token included, is shown once.
 */
export function generateAgent(orgId: string, input: AgentInput): Promise<GeneratedAgent> {
  return invoke('agents:generate', { orgId, name: input.name, properties: input.properties });
}

function patchAgent(orgId: string, id: string, body: Record<string, unknown>): Promise<unknown> {
  const target = postgrest<unknown>('agents').eq('id', id);
  return request<unknown>(orgId, target.path, {
    method: 'PATCH',
    query: target.toSearchParams(),
    body,
  });
}

export async function updateAgent(
  orgId: string,
  id: string,
  properties: Record<string, string>,
): Promise<void> {
  await patchAgent(orgId, id, { properties });
}

/** Soft delete (deleted_at = now); `cleanup` also removes the resources the agent created. */
export async function deleteAgent(orgId: string, id: string, cleanup: boolean): Promise<void> {
  await patchAgent(
    orgId,
    id,
    cleanup ? { deleted_at: 'now()', cleanup: true } : { deleted_at: 'now()' },
  );
}

export function invalidateAgents(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: agentsKeys.all });
}
