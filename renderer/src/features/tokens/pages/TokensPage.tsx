// /settings/tokens (spec 5-access §2.6): the tokens list, 'Create new token' ending in the token
// shown once, and 'Token Details' opened through the query's `id`.
import { Button } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  deleteToken,
  fetchTokens,
  invalidateTokens,
  TOKENS_KEY,
  type AccessToken,
} from '../../../api/services/tokens.ts';
import { resourceKeys } from '../../../api/resource/resource-queries.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { AddButton } from '../../../components/resource-list/ListScreen.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { useCreateToken } from '../../../components/access-token/useCreateToken.tsx';
import { TokenDetailsModal } from '../components/TokenDetailsModal.tsx';
import { TOKENS_LIST } from '../tokens-list.tsx';
import '../tokens.css';

/** `id` opens that token's details; setting or clearing it keeps the list's own params. */
function useIdParam() {
  const [params, setParams] = useSearchParams();
  const set = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('id', id);
      else next.delete('id');
      return next;
    });
  return { id: params.get('id'), set };
}

export function TokensPage() {
  const { orgId, org } = useCurrentOrg();
  const client = useQueryClient();
  const details = useIdParam();
  // The org's backend as clients reach it (its address and API prefix).
  const backendUrl = org?.baseUrl ? `${org.baseUrl.replace(/\/+$/, '')}${org.prefix}` : '';
  const create = useCreateToken(backendUrl);
  const all = useQuery({
    queryKey: [...resourceKeys.all(TOKENS_KEY), orgId, 'all'],
    queryFn: ({ signal }) => fetchTokens(orgId, signal),
    enabled: details.id !== null,
  });
  const selected = all.data?.find((t) => t.id === details.id) ?? null;
  const remove = useMutationWithToast({
    mutationFn: (token: AccessToken) => deleteToken(orgId, token.id),
    success: 'Token deleted successfully',
    failure: 'Failed to delete token',
    invalidate: invalidateTokens,
  });
  return (
    <>
      <ResourceList
        definition={TOKENS_LIST}
        toolbar={
          <Button
            text="Refresh"
            icon="refresh"
            variant="minimal"
            onClick={() => void invalidateTokens(client)}
          />
        }
        actions={({ offline }) => (
          <AddButton text="Create new token" offline={offline} onClick={create.open} />
        )}
        onRowClick={(token) => details.set(token.id)}
      />
      {details.id !== null && all.isError && <QueryError error={all.error} what="the token" />}
      {create.dialogs}
      {selected && (
        <TokenDetailsModal
          key={selected.id}
          token={selected}
          deleting={remove.isPending}
          onDelete={(token) => remove.mutate(token, { onSuccess: () => details.set(null) })}
          onClose={() => details.set(null)}
        />
      )}
    </>
  );
}
