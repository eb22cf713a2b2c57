// Saving one row of a table from a form: an update of the stored row (by `id`), or a create that
// names the signed-in user as its creator. The payload is the screen's; the toast and the refresh
// are `useMutationWithToast`'s.
import {
  createResource,
  updateResource,
  type ResourceSource,
} from '../../api/resource/resource-queries.ts';
import type { MutationWithToast } from '../toaster/useMutationWithToast.ts';
import { useWriteAsMe } from './useWriteAsMe.ts';

export function useSaveRow<V>(
  source: ResourceSource<unknown>,
  /** The stored row's id; null saves a new row. */
  id: string | null,
  payload: (values: V) => Record<string, unknown>,
  options: Omit<MutationWithToast<V, unknown>, 'mutationFn'>,
) {
  return useWriteAsMe<V>(
    (orgId, values, userId) =>
      id === null
        ? createResource(orgId, source, { ...payload(values), created_by: userId })
        : updateResource(orgId, source, id, payload(values)),
    options,
  );
}
