// Saving one row of a table from a form: an update of the stored row (by `id`), or a create that
// names the signed-in user as its creator. The payload is the screen's; the toast and the refresh
// are `useMutationWithToast`'s.
import { useQuery } from '@tanstack/react-query';
import {
  createResource,
  updateResource,
  type ResourceSource,
} from '../../api/resource/resource-queries.ts';
import { whoamiQuery } from '../../api/services/auth.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { useMutationWithToast, type MutationWithToast } from '../toaster/useMutationWithToast.ts';

export function useSaveRow<V>(
  source: ResourceSource<unknown>,
  /** The stored row's id; null saves a new row. */
  id: string | null,
  payload: (values: V) => Record<string, unknown>,
  options: Omit<MutationWithToast<V, unknown>, 'mutationFn'>,
) {
  const orgId = useOrgId();
  const me = useQuery(whoamiQuery(orgId));
  return useMutationWithToast<V>({
    ...options,
    mutationFn: (values) =>
      id === null
        ? createResource(orgId, source, { ...payload(values), created_by: me.data?.user.id })
        : updateResource(orgId, source, id, payload(values)),
  });
}
