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

type TimeName = 'from' | 'until';

const TIME_FIELDS: Record<TimeName, { label: string; helper: string }> = {
  from: { label: 'From', helper: 'A time, or now-relative such as now-1h' },
  until: { label: 'Until', helper: 'Empty silences indefinitely; now+2h is two hours from now' },
};

/** From or Until of the add page and the edit dialog: a typed time, its error once left. */
export function SilenceTimeField(props: {
  form: {
    values: Record<TimeName, string>;
    errors: Partial<Record<TimeName, string>>;
    set: (name: TimeName, value: string) => void;
    touch: (name: TimeName) => void;
  };
  name: TimeName;
  helper?: string;
  disabled?: boolean;
}) {
  const { form, name } = props;
  const error = form.errors[name];
  return (
    <FormGroup
      label={TIME_FIELDS[name].label}
      labelFor={`silence-${name}`}
      helperText={error ?? props.helper ?? TIME_FIELDS[name].helper}
      intent={error ? 'danger' : 'none'}
    >
      <InputGroup
        id={`silence-${name}`}
        value={form.values[name]}
        disabled={props.disabled}
        intent={error ? 'danger' : 'none'}
        onValueChange={(value) => form.set(name, value)}
        onBlur={() => form.touch(name)}
      />
    </FormGroup>
  );
}

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
      <SilenceTimeField form={form} name="from" disabled={!canWrite} />
      <SilenceTimeField form={form} name="until" disabled={!canWrite} />
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
