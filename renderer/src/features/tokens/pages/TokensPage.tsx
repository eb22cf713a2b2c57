// /settings/tokens (spec 5-access §2.6): the tokens list, 'Create new token' ending in the token
// shown once, and 'Token Details' opened through the query's `id`.
import { Button } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateTokens } from '../../../api/services/tokens.ts';
import { AddButton } from '../../../components/resource-list/ListScreen.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useCurrentOrg } from '../../../session/org-context.tsx';
import { useCreateToken } from '../../../components/access-token/useCreateToken.tsx';
import { useTokenDetails } from '../../../components/access-token/useTokenDetails.tsx';
import { TOKENS_LIST } from '../tokens-list.tsx';

export function TokensPage() {
  const { org } = useCurrentOrg();
  const client = useQueryClient();
  const details = useTokenDetails('id');
  // The org's backend as clients reach it (its address and API prefix).
  const backendUrl = org?.baseUrl ? `${org.baseUrl.replace(/\/+$/, '')}${org.prefix}` : '';
  const create = useCreateToken(backendUrl);
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
        onRowClick={details.open}
      />
      {create.dialogs}
      {details.dialog}
    </>
  );
}
