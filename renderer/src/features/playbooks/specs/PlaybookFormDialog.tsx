// Create or edit a playbook (spec 3 §2.10, §5, §8): title and spec required, the spec YAML checked
// as it is typed; messages show once a field was changed or a save attempted. The server's
// refusal (e.g. `playbook validation failed: …`) is toasted; an update failure reads 'Unable to
// update playbook spec: …'.
import { useState, type ReactElement } from 'react';
import { Button, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { ApiError } from '../../../api/http/api-error.ts';
import {
  createPlaybook,
  invalidatePlaybooks,
  updatePlaybook,
} from '../../../api/services/playbook-runs.ts';
import type { PlaybookSpec } from '../../../api/services/playbook-runs.types.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { CodeEditor } from '../../../components/code-editor/CodeEditor.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import {
  toFormValues,
  toPlaybookWrite,
  validatePlaybookForm,
  type PlaybookFormValues,
} from './playbook-form.ts';

export const CREATED_TEXT = 'Playbook Spec created successfully';
export const UPDATED_TEXT = 'Playbook Spec updated successfully';

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
  const [values, setValues] = useState(() => toFormValues(playbook));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const errors = validatePlaybookForm(values);
  const valid = Object.keys(errors).length === 0;
  const shown = (field: keyof PlaybookFormValues) =>
    attempted || touched.has(field) ? errors[field] : undefined;
  const set = (field: keyof PlaybookFormValues, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  };
  const touch = (field: keyof PlaybookFormValues) =>
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));

  const save = useMutationWithToast({
    mutationFn: async (form: PlaybookFormValues) => {
      const write = toPlaybookWrite(form);
      if (!playbook) return createPlaybook(orgId, write);
      try {
        await updatePlaybook(orgId, playbook.id, write);
      } catch (error) {
        throw prefixed(error, 'Unable to update playbook spec: ');
      }
    },
    success: playbook ? UPDATED_TEXT : CREATED_TEXT,
    invalidate: invalidatePlaybooks,
  });

  const group = (
    field: keyof PlaybookFormValues,
    label: string,
    control: ReactElement,
    required = false,
  ) => (
    <FormGroup
      label={label}
      labelFor={`playbook-${field}`}
      labelInfo={required ? '(required)' : undefined}
      helperText={shown(field)}
      intent={shown(field) ? 'danger' : 'none'}
      className={`mc-pb-form-${field}`}
    >
      {control}
    </FormGroup>
  );
  const input = (field: keyof PlaybookFormValues, placeholder?: string) => (
    <InputGroup
      id={`playbook-${field}`}
      value={values[field]}
      placeholder={placeholder}
      intent={shown(field) ? 'danger' : 'none'}
      onValueChange={(value) => set(field, value)}
      onBlur={() => touch(field)}
    />
  );

  return (
    <Modal
      isOpen
      size="large"
      title={playbook ? `Edit ${playbook.title || playbook.name}` : 'Create Playbook'}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <GuardedButton
            intent="primary"
            text={playbook ? 'Update' : 'Save'}
            pending={save.isPending}
            pendingText="Saving..."
            disabled={attempted && !valid}
            onClick={() => {
              setAttempted(true);
              if (valid) save.mutate(values, { onSuccess: onClose });
            }}
          />
        </>
      }
    >
      <div className="mc-pb-form">
        {group('title', 'Title', input('title', 'Restart deployment'), true)}
        <div className="mc-pb-form-row">
          {group('name', 'Name', input('name', 'derived from the title when empty'))}
          {group('category', 'Category', input('category', 'Other when empty'))}
          {group('icon', 'Icon', input('icon', 'e.g. kubernetes'))}
        </div>
        {group(
          'description',
          'Description',
          <TextArea
            id="playbook-description"
            fill
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />,
        )}
        {group(
          'source',
          'Source',
          <InputGroup id="playbook-source" value={values.source} readOnly disabled />,
        )}
        {group(
          'spec',
          'Spec',
          <CodeEditor
            aria-label="Spec"
            language="yaml"
            reportInvalid
            size="large"
            value={values.spec}
            onChange={(text) => set('spec', text)}
          />,
          true,
        )}
      </div>
    </Modal>
  );
}
