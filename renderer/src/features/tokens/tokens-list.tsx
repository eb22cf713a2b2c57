// The access tokens list (spec 5-access §2.6) as data: every token the server lists, sorted and
// paged here; 'Hide Agents' (on by default) leaves out the agents' tokens (names `agent-…`).
// The list answer has no expiry (MISMATCH, docs/access-tokens.md): Expires At says so instead of
// the web console's 'Never', which would be false (the server sets 90 days by default).
import { Tooltip } from '@blueprintjs/core';
import { fetchTokens, TOKENS_KEY, type AccessToken } from '../../api/services/tokens.ts';
import type { Column } from '../../components/data-table/column.ts';
import { sortedByName, sortedColumn } from '../../components/resource-list/client-list.ts';
import { creatorColumn, timeColumn } from '../../components/resource-list/common-columns.tsx';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { clientSource } from '../../components/resource-list/fetch-source.ts';
import { creatorName, isAgentToken } from '../../components/access-token/token-names.ts';

export const EXPIRY_UNKNOWN = 'Not listed';
export const EXPIRY_UNKNOWN_HINT =
  "The server's token list does not include the expiry date; it is set when the token is created (90 days unless chosen).";

const columns: Column<AccessToken>[] = [
  sortedColumn('name', 'Name', (t) => t.name),
  {
    ...creatorColumn<AccessToken>((t) =>
      t.person ? { id: t.person.id, name: creatorName(t), avatar: t.person.avatar } : null,
    ),
    sortValue: creatorName,
    exportValue: creatorName,
  },
  {
    ...timeColumn<AccessToken>('created_at', 'Created', (t) => t.created_at),
    sortValue: (t) => t.created_at ?? '',
  },
  {
    id: 'expires_at',
    header: 'Expires At',
    cell: () => (
      <Tooltip content={EXPIRY_UNKNOWN_HINT} placement="top">
        <span className="bp6-text-muted">{EXPIRY_UNKNOWN}</span>
      </Tooltip>
    ),
    exportValue: () => '',
  },
];

export const TOKENS_LIST: ResourceListDefinition<AccessToken> = sortedByName({
  source: clientSource(TOKENS_KEY, async ({ orgId, signal, filters }) => {
    const tokens = await fetchTokens(orgId, signal);
    return filters.hideAgents === 'true' ? tokens.filter((t) => !isAgentToken(t)) : tokens;
  }),
  title: 'Tokens',
  columns,
  filters: [{ param: 'hideAgents', label: 'Hide Agents', kind: 'toggle', defaultValue: 'true' }],
  passThrough: ['id'],
  emptyText: 'No tokens found',
  // Any signed-in user may create tokens (spec 5-access §6); the page is gated on read database.
  permission: 'database',
  rowName: (t) => t.name,
});
