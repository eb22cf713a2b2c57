// /notifications/silences/add (spec 3 §2.9, §4, §5; reference §4.8 N9): the resource is exactly
// one of Catalog, Component, Check or Canary (switching clears the choice), Recursive, From and
// Until ('now'-relative times are converted to absolute ones before sending) and the Reason. A
// link may preselect the resource with `config_id`, `component_id`, `check_id` or `canary_id`.
import { useState } from 'react';
import { Button, H3 } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { createSilence, invalidateNotifications } from '../../../api/services/notifications.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { FieldsForm } from '../../../components/form-kit/FieldsForm.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { NotificationTabs } from '../components/NotificationTabs.tsx';
import { resourcePickerField } from '../components/ResourcePicker.tsx';
import {
  EMPTY_SILENCE,
  SILENCE_FIELDS,
  SILENCE_KINDS,
  silenceInput,
  validateSilence,
  type SilenceFormValues,
  type SilenceKind,
} from '../silences/silence-model.ts';

function initialValues(search: URLSearchParams): SilenceFormValues {
  for (const { kind } of SILENCE_KINDS) {
    const id = search.get(`${kind}_id`);
    if (id) return { ...EMPTY_SILENCE, kind, resourceId: id };
  }
  return EMPTY_SILENCE;
}

const kindLabel = (kind: string) => SILENCE_KINDS.find((k) => k.kind === kind)?.label ?? '';

/** The resource's kind, then its picker, labelled by the kind; the picker tells the row's name. */
function resourceFields(kind: SilenceKind, onName: (name: string) => void): FieldDef[] {
  const label = kindLabel(kind);
  return [
    {
      id: 'kind',
      label: 'Resource',
      kind: 'radio',
      wide: true,
      options: SILENCE_KINDS.map((k) => k.kind),
      optionLabel: kindLabel,
    },
    resourcePickerField({ id: 'resourceId', label, required: true }, kind, { onName }),
  ];
}

export function AddSilencePage() {
  const orgId = useOrgId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useFormState<SilenceFormValues>(initialValues(search), validateSilence);
  const [resourceName, setResourceName] = useState('');
  const add = useMutationWithToast({
    mutationFn: (values: SilenceFormValues) =>
      createSilence(orgId, silenceInput(values, resourceName, new Date())),
    success: 'Silence added successfully',
    invalidate: invalidateNotifications,
  });
  return (
    <div className="mcd-notification-screen">
      <NotificationTabs current="silences" />
      <H3>Add Silence</H3>
      <FieldsForm
        className="mcd-notification-form"
        form={form}
        // Exactly one resource: another kind clears the one chosen.
        cascade={(_, id) => (id === 'kind' ? { resourceId: '' } : {})}
        onSubmit={(valid) =>
          add.mutate(valid, { onSuccess: () => void navigate(paths.notificationSilences()) })
        }
        fields={[...resourceFields(form.values.kind, setResourceName), ...SILENCE_FIELDS]}
        idPrefix="silence"
      >
        <div className="mcd-inline-actions">
          <Button text="Cancel" onClick={() => void navigate(paths.notificationSilences())} />
          <GuardedButton
            type="submit"
            intent="primary"
            text="Save"
            pending={add.isPending}
            pendingText="Saving"
          />
        </div>
      </FieldsForm>
    </div>
  );
}
