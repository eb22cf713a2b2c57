// Query-string state of the agents screen: `id` (edit form), `addAgent=true` (create form), paging
// (page size 50 by default, options 50/100/200) and server-side sorting.
import { AGENT_PAGE_SIZES } from '../../api/services/agents.ts';

export interface AgentsParams {
  id: string | undefined;
  addAgent: boolean;
  pageIndex: number;
  pageSize: number;
  sortBy: string | undefined;
  sortOrder: 'asc' | 'desc' | undefined;
}

const DEFAULT_PAGE_SIZE = AGENT_PAGE_SIZES[0];

export function readAgentsParams(params: URLSearchParams): AgentsParams {
  const index = Number(params.get('pageIndex') ?? '0');
  const size = Number(params.get('pageSize') ?? String(DEFAULT_PAGE_SIZE));
  const order = params.get('sortOrder');
  return {
    id: params.get('id') || undefined,
    addAgent: params.get('addAgent') === 'true',
    pageIndex: Number.isInteger(index) && index >= 0 ? index : 0,
    pageSize: (AGENT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sortBy: params.get('sortBy') || undefined,
    sortOrder: order === 'asc' || order === 'desc' ? order : undefined,
  };
}

export function patchAgentsParams(
  params: URLSearchParams,
  patch: Partial<AgentsParams>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const dropped =
      value === undefined ||
      value === false ||
      (key === 'pageIndex' && value === 0) ||
      (key === 'pageSize' && value === DEFAULT_PAGE_SIZE);
    if (dropped) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
