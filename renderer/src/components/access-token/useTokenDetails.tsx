// 'Token Details' opened through a query parameter (spec 5-access: `id` on the Tokens screen,
// `mcpTokenId` on the MCP Overview): the token read from the list, its details and Delete. The
// parameter is set and cleared without touching the list's own parameters.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { resourceKeys } from '../../api/resource/resource-queries.ts';
import {
  deleteToken,
  fetchTokens,
  invalidateTokens,
  TOKENS_KEY,
  type AccessToken,
} from '../../api/services/tokens.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { QueryError } from '../query-error/QueryError.tsx';
import { useMutationWithToast } from '../toaster/useMutationWithToast.ts';
import { TokenDetailsModal } from './TokenDetailsModal.tsx';

export function useTokenDetails(param: string) {
  const orgId = useOrgId();
  const [params, setParams] = useSearchParams();
  const id = params.get(param);
  const set = (next: string | null) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      if (next) copy.set(param, next);
      else copy.delete(param);
      return copy;
    });
  const all = useQuery({
    queryKey: [...resourceKeys.all(TOKENS_KEY), orgId, 'all'],
    queryFn: ({ signal }) => fetchTokens(orgId, signal),
    enabled: id !== null,
  });
  const selected = all.data?.find((t) => t.id === id) ?? null;
  const remove = useMutationWithToast({
    mutationFn: (token: AccessToken) => deleteToken(orgId, token.id),
    success: 'Token deleted successfully',
    failure: 'Failed to delete token',
    invalidate: invalidateTokens,
  });
  const dialog = (
    <>
      {id !== null && all.isError && <QueryError error={all.error} what="the token" />}
      {selected && (
        <TokenDetailsModal
          key={selected.id}
          token={selected}
          deleting={remove.isPending}
          onDelete={(token) => remove.mutate(token, { onSuccess: () => set(null) })}
          onClose={() => set(null)}
        />
      )}
    </>
  );
  return { open: (token: AccessToken) => set(token.id), dialog };
}
