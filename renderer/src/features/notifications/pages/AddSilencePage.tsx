// /notifications/silences/add (spec 3 §2.9, §4, §5; reference §4.8 N9): the resource is exactly
// one of Catalog, Component, Check or Canary (switching clears the choice), Recursive, From and
// Until ('now'-relative times are converted to absolute ones before sending) and the Reason. A
// link may preselect the resource with `config_id`, `component_id`, `check_id` or `canary_id`.
import { useState } from 'react';
import { Button, FormGroup, H3, Radio, RadioGroup, Switch, TextArea } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { createSilence, invalidateNotifications } from '../../../api/services/notifications.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { NotificationTabs } from '../components/NotificationTabs.tsx';
import { ResourcePicker } from '../components/ResourcePicker.tsx';
import { SilenceTimeField } from '../silences/SilenceEditDialog.tsx';
import {
  EMPTY_SILENCE,
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
  const { values, errors } = form;
  const kindLabel = SILENCE_KINDS.find((k) => k.kind === values.kind)?.label ?? '';
  return (
    <div className="mcd-notification-screen">
      <NotificationTabs current="silences" />
      <H3>Add Silence</H3>
      <form
        className="mcd-notification-form"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit((valid) =>
            add.mutate(valid, {
              onSuccess: () => void navigate(paths.notificationSilences()),
            }),
          );
        }}
      >
        <RadioGroup
          label="Resource"
          inline
          selectedValue={values.kind}
          onChange={(event) => {
            // Exactly one resource: another kind clears the one chosen.
            form.set('kind', event.currentTarget.value as SilenceKind);
            form.set('resourceId', '');
          }}
        >
          {SILENCE_KINDS.map(({ kind, label }) => (
            <Radio key={kind} value={kind} label={label} />
          ))}
        </RadioGroup>
        <FormGroup
          label={kindLabel}
          helperText={errors.resourceId}
          intent={errors.resourceId ? 'danger' : 'none'}
        >
          <ResourcePicker
            key={values.kind}
            kind={values.kind}
            label={kindLabel}
            value={values.resourceId}
            placeholder={`Select a ${kindLabel.toLowerCase()}…`}
            onChange={(id, name) => {
              form.set('resourceId', id);
              form.touch('resourceId');
              setResourceName(name);
            }}
          />
        </FormGroup>
        <Switch
          label="Recursive"
          checked={values.recursive}
          onChange={(event) => form.set('recursive', event.currentTarget.checked)}
        />
        <div className="mcd-inline-fields">
          <SilenceTimeField form={form} name="from" helper="A time, or now-relative such as now" />
          <SilenceTimeField form={form} name="until" />
        </div>
        <FormGroup label="Reason" labelFor="silence-reason">
          <TextArea
            id="silence-reason"
            fill
            value={values.description}
            onChange={(event) => form.set('description', event.target.value)}
          />
        </FormGroup>
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
      </form>
    </div>
  );
}
