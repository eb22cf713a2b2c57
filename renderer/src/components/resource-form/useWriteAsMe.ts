// A change written as the signed-in user (named as its author, `created_by` and the like):
// `write` gets the organisation, the change and the user's id (undefined until whoami answers).
// The toast and the refresh are `useMutationWithToast`'s.
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../api/services/auth.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { useMutationWithToast, type MutationWithToast } from '../toaster/useMutationWithToast.ts';

export type WriteAsMe<V, R> = (orgId: string, vars: V, userId: string | undefined) => Promise<R>;

export function useWriteAsMe<V, R = unknown>(
  write: WriteAsMe<V, R>,
  options: Omit<MutationWithToast<V, R>, 'mutationFn'>,
) {
  const orgId = useOrgId();
  const me = useQuery(whoamiQuery(orgId));
  return useMutationWithToast<V, R>({
    ...options,
    mutationFn: (vars) => write(orgId, vars, me.data?.user.id),
  });
}
