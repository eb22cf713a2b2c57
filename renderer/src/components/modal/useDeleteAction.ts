// The Delete of an edit dialog's footer (EditDialogFooter) with its mutation: offered for an
// existing item only, toasting '<name> deleted successfully' and closing the dialog once done.
import type { QueryClient } from '@tanstack/react-query';
import { useMutationWithToast } from '../toaster/useMutationWithToast.ts';
import type { ConfirmSpec } from '../action/guarded-button-model.ts';
import type { DeleteAction } from './EditDialogFooter.tsx';

export function useDeleteAction(options: {
  /** Named in the question ('notification'). */
  kind: string;
  /** The existing item's name; undefined for a new item, which has no Delete. */
  name: string | undefined;
  remove: () => Promise<unknown>;
  invalidate: (client: QueryClient) => Promise<void>;
  onDone: () => void;
  /** The toast once done, when not '<name> deleted successfully'. */
  success?: string;
  /** The question, when the spec words it; 'Delete the <kind> <name>?' when not given. */
  confirm?: ConfirmSpec;
}): { action: DeleteAction | undefined; deleting: boolean } {
  const { kind, name, onDone } = options;
  const remove = useMutationWithToast({
    mutationFn: options.remove,
    success: options.success ?? `${name} deleted successfully`,
    invalidate: options.invalidate,
  });
  const run = () => remove.mutate(undefined, { onSuccess: onDone });
  return {
    action: name === undefined ? undefined : { kind, name, run, confirm: options.confirm },
    deleting: remove.isPending,
  };
}
