// Create or edit a playbook (spec 3 §2.10, §5, §8): title and spec required, the spec YAML checked
// as it is typed; messages show once a field was changed or a save attempted. The server's
// refusal (e.g. `playbook validation failed: …`) is toasted; an update failure reads 'Unable to
// update playbook spec: …'.
import { ApiError } from '../../../api/http/api-error.ts';
import {
  createPlaybook,
  invalidatePlaybooks,
  updatePlaybook,
} from '../../../api/services/playbook-runs.ts';
import type { PlaybookSpec } from '../../../api/services/playbook-runs.types.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import {
  PLAYBOOK_FIELDS,
  toFormValues,
  toPlaybookWrite,
  validatePlaybookForm,
  type PlaybookFormValues,
} from './playbook-form.ts';

/** The server's refusal with the spec's prefix, keeping what the toast handler reads. */
export function prefixed(error: unknown, prefix: string): unknown {
  if (!(error instanceof ApiError) || error.isNetwork) return error;
  return new ApiError({
    status: error.status,
    url: error.url,
    code: error.code,
    message: `${prefix}${error.message}`,
  });
}

export function PlaybookFormDialog(props: {
  orgId: string;
  playbook: PlaybookSpec | null;
  onClose: () => void;
}) {
  const { orgId, playbook, onClose } = props;
  const form = useFormState(toFormValues(playbook), validatePlaybookForm);
  const save = useMutationWithToast({
    mutationFn: async (values: PlaybookFormValues) => {
      const write = toPlaybookWrite(values);
      if (!playbook) return createPlaybook(orgId, write);
      try {
        await updatePlaybook(orgId, playbook.id, write);
      } catch (error) {
        throw prefixed(error, 'Unable to update playbook spec: ');
      }
    },
    success: `Playbook Spec ${playbook ? 'updated' : 'created'} successfully`,
    invalidate: invalidatePlaybooks,
  });

  return (
    <FormDialog
      size="large"
      title={playbook ? `Edit ${playbook.title || playbook.name}` : 'Create Playbook'}
      onClose={onClose}
      form={form}
      fields={PLAYBOOK_FIELDS}
      idPrefix="playbook"
      columns={3}
      writable
      save={save}
      saveText={playbook ? 'Update' : 'Save'}
      saveProps={{ pendingText: 'Saving...', disabled: form.submitted && !form.isValid }}
    />
  );
}
