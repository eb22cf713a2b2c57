// /settings/tokens (spec 5-access §2.6): the tokens list, 'Create new token' ending in the token
// shown once, and 'Token Details' opened through the query's `id`.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  createToken,
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
import { CreateTokenDialog } from '../../../components/access-token/CreateTokenDialog.tsx';
import { TokenCreatedModal } from '../../../components/access-token/TokenCreatedModal.tsx';
import { TokenDetailsModal } from '../components/TokenDetailsModal.tsx';
import { toNewToken, type TokenFormValues } from '../../../components/access-token/token-form.ts';
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
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const all = useQuery({
    queryKey: [...resourceKeys.all(TOKENS_KEY), orgId, 'all'],
    queryFn: ({ signal }) => fetchTokens(orgId, signal),
    enabled: details.id !== null,
  });
  const selected = all.data?.find((t) => t.id === details.id) ?? null;
  const create = useMutationWithToast({
    mutationFn: (values: TokenFormValues) => createToken(orgId, toNewToken(values)),
    success: 'Token created successfully',
    invalidate: invalidateTokens,
  });
  const remove = useMutationWithToast({
    mutationFn: (token: AccessToken) => deleteToken(orgId, token.id),
    success: 'Token deleted successfully',
    failure: 'Failed to delete token',
    invalidate: invalidateTokens,
  });
  // The org's backend as clients reach it (its address and API prefix).
  const backendUrl = org?.baseUrl ? `${org.baseUrl.replace(/\/+$/, '')}${org.prefix}` : '';
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
          <AddButton text="Create new token" offline={offline} onClick={() => setCreating(true)} />
        )}
        onRowClick={(token) => details.set(token.id)}
      />
      {details.id !== null && all.isError && <QueryError error={all.error} what="the token" />}
      {creating && (
        <CreateTokenDialog
          onClose={() => setCreating(false)}
          save={{
            isPending: create.isPending,
            mutate: (values, { onSuccess }) =>
              create.mutate(values, {
                onSuccess: (token) => {
                  onSuccess();
                  setCreated(token);
                },
              }),
          }}
        />
      )}
      {created !== null && (
        <TokenCreatedModal
          token={created}
          backendUrl={backendUrl}
          onClose={() => setCreated(null)}
        />
      )}
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
