// 'MCP access tokens' on the MCP Overview (spec 5-access §2.8): the tokens MCP clients may send,
// agents' tokens (names `agent-…`) left out, from the same token list the Tokens screen reads; a
// row opens its Token Details through `mcpTokenId`.
import { resourceKeys } from '../../api/resource/resource-queries.ts';
import { fetchTokens, TOKENS_KEY, type AccessToken } from '../../api/services/tokens.ts';
import type { Column } from '../../components/data-table/column.ts';
import { sortedByName, sortedColumn } from '../../components/resource-list/client-list.ts';
import { timeColumn } from '../../components/resource-list/common-columns.tsx';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { clientSource } from '../../components/resource-list/fetch-source.ts';
import { creatorName, isAgentToken } from '../../components/access-token/token-names.ts';

const columns: Column<AccessToken>[] = [
  sortedColumn('name', 'Name', (t) => t.name),
  sortedColumn('created_by', 'Created By', creatorName),
  {
    ...timeColumn<AccessToken>('created_at', 'Created', (t) => t.created_at),
    sortValue: (t) => t.created_at ?? '',
  },
];

export const MCP_TOKENS_LIST: ResourceListDefinition<AccessToken> = sortedByName({
  // Under the tokens' query root: a token created or deleted anywhere refreshes this list too.
  source: clientSource(
    `${TOKENS_KEY}-mcp`,
    async ({ orgId, signal }) => (await fetchTokens(orgId, signal)).filter((t) => !isAgentToken(t)),
    [...resourceKeys.all(TOKENS_KEY), 'mcp'],
  ),
  title: 'MCP access tokens',
  columns,
  emptyText: 'No tokens found',
  permission: 'database',
  rowName: (t) => t.name,
});
