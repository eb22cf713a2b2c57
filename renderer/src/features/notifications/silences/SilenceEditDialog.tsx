// A silence's edit dialog (spec 3 §2.9; reference §4.8 N10): Recursive, From, Until (empty means
// indefinitely; 'now'-relative times are converted to absolute ones) and Reason. Readers see
// the values without Save; offline, Save is disabled with the reason.
import { updateSilence, invalidateNotifications } from '../../../api/services/notifications.ts';
import type { SilenceRow } from '../../../api/services/notifications.types.ts';
import { FormDialog } from '../../../components/form-kit/FormDialog.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import {
  editValues,
  SILENCE_FIELDS,
  silencePatch,
  silenceResource,
  validateSilenceEdit,
  type SilenceEditValues,
} from './silence-model.ts';

export function SilenceEditDialog(props: {
  silence: SilenceRow;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { silence, canWrite, onClose } = props;
  const orgId = useOrgId();
  const form = useFormState<SilenceEditValues>(editValues(silence), validateSilenceEdit);
  const save = useMutationWithToast({
    mutationFn: (values: SilenceEditValues) =>
      updateSilence(orgId, silence.id, silencePatch(values, new Date())),
    success: 'Silence updated successfully',
    invalidate: invalidateNotifications,
  });
  const resource = silenceResource(silence);
  return (
    <FormDialog
      size="small"
      title={`Silence: ${resource.label} ${resource.name}`}
      onClose={onClose}
      form={form}
      fields={SILENCE_FIELDS}
      layout="stack"
      idPrefix="silence"
      writable={canWrite}
      save={save}
    />
  );
}
