// 'Create new token' wired once (spec 5-access §2.6), for the tokens list and 'Setup MCP': the
// create mutation, whether the form is open, and the created token shown once in
// 'Token Created Successfully'. The token lives in this hook's state only until that dialog closes.
import { useState } from 'react';
import { createToken, invalidateTokens } from '../../api/services/tokens.ts';
import { useCurrentOrg } from '../../session/org-context.tsx';
import { useMutationWithToast } from '../toaster/useMutationWithToast.ts';
import { CreateTokenDialog } from './CreateTokenDialog.tsx';
import { TokenCreatedModal } from './TokenCreatedModal.tsx';
import { toNewToken, type TokenFormValues } from './token-form.ts';

/**
 * `open` shows the form; `dialogs` is the form and, once saved, the token: render it where the
 * caller's other content is. `backendUrl` fills the created token's client snippets.
 */
export function useCreateToken(backendUrl: string) {
  const { orgId } = useCurrentOrg();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const create = useMutationWithToast({
    mutationFn: (values: TokenFormValues) => createToken(orgId, toNewToken(values)),
    success: 'Token created successfully',
    invalidate: invalidateTokens,
  });
  const dialogs = (
    <>
      {creating && (
        <CreateTokenDialog
          onClose={() => setCreating(false)}
          save={{
            isPending: create.isPending,
            // The form closes itself on success (onSuccess), then the token shows once.
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
    </>
  );
  return { open: () => setCreating(true), dialogs };
}
