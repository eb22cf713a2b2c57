// A silence's edit dialog (spec 3 §2.9; reference §4.8 N10): Reason, From, Until (empty means
// indefinitely; 'now'-relative times are converted to absolute ones) and Recursive. Readers see
// the values without Save; offline, Save is disabled with the reason.
import { Button, FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { updateSilence, invalidateNotifications } from '../../../api/services/notifications.ts';
import type { SilenceRow } from '../../../api/services/notifications.types.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import {
  editValues,
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
  const field = (name: 'from' | 'until', label: string, helper: string) => (
    <FormGroup
      label={label}
      labelFor={`silence-${name}`}
      helperText={form.errors[name] ?? helper}
      intent={form.errors[name] ? 'danger' : 'none'}
    >
      <InputGroup
        id={`silence-${name}`}
        value={form.values[name]}
        disabled={!canWrite}
        intent={form.errors[name] ? 'danger' : 'none'}
        onValueChange={(value) => form.set(name, value)}
        onBlur={() => form.touch(name)}
      />
    </FormGroup>
  );
  return (
    <Modal
      isOpen
      size="small"
      title={`Silence: ${resource.label} ${resource.name}`}
      onClose={onClose}
      footer={
        <>
          <Button text="Cancel" onClick={onClose} />
          {canWrite && (
            <GuardedButton
              intent="primary"
              text="Save"
              pending={save.isPending}
              pendingText="Saving"
              onClick={() => form.submit((values) => save.mutate(values, { onSuccess: onClose }))}
            />
          )}
        </>
      }
    >
      {field('from', 'From', 'A time, or now-relative such as now-1h')}
      {field('until', 'Until', 'Empty silences indefinitely; now+2h is two hours from now')}
      <Switch
        label="Recursive"
        checked={form.values.recursive}
        disabled={!canWrite}
        onChange={(event) => form.set('recursive', event.currentTarget.checked)}
      />
      <FormGroup label="Reason" labelFor="silence-reason">
        <TextArea
          id="silence-reason"
          fill
          value={form.values.description}
          disabled={!canWrite}
          onChange={(event) => form.set('description', event.target.value)}
        />
      </FormGroup>
    </Modal>
  );
}
