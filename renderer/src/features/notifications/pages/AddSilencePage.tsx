// /notifications/silences/add (spec 3 §2.9, §4, §5; reference §4.8 N9): the resource is exactly
// one of Catalog, Component, Check or Canary (switching clears the choice), or a Filter (a CEL
// expression, which the backend also takes); Recursive, From and Until ('now'-relative times are
// converted to absolute ones before sending) and the Reason. A link may preselect the resource
// with `config_id`, `component_id`, `check_id` or `canary_id`. A filter means the same in every
// organisation, so 'Also in' adds the same silence to others at once, each one's outcome shown
// (issue 36 item 4).
import { useState } from 'react';
import { Button, H3 } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { createSilence, invalidateNotifications } from '../../../api/services/notifications.ts';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import type { FieldDef } from '../../../components/form-kit/field.ts';
import { FieldsForm } from '../../../components/form-kit/FieldsForm.tsx';
import { queryClientFor, useCurrentOrg } from '../../../session/org-context.tsx';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { orgsListQuery } from '../../../api/services/orgs.ts';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { outcomesOf, type OutcomeWords } from '../../../components/across/OutcomeCallout.tsx';
import { useOutcomes } from '../../../components/across/useOutcomes.tsx';
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
  type SilenceTarget,
} from '../silences/silence-model.ts';

function initialValues(search: URLSearchParams): SilenceFormValues {
  for (const { kind } of SILENCE_KINDS) {
    const id = search.get(`${kind}_id`);
    if (id) return { ...EMPTY_SILENCE, kind, resourceId: id };
  }
  return EMPTY_SILENCE;
}

const kindLabel = (kind: string) =>
  kind === 'filter' ? 'Filter' : (SILENCE_KINDS.find((k) => k.kind === kind)?.label ?? '');

const SILENCE_OUTCOME: OutcomeWords = {
  title: 'The silence was added',
  done: 'added',
  notDone: 'not added',
};

const FILTER_HELP = 'A CEL expression over the notification, such as check.name.startsWith("api-")';

/** The resource's kind, then its picker (or the filter and the other organisations). */
function resourceFields(
  kind: SilenceTarget,
  onName: (name: string) => void,
  others: readonly Org[],
): FieldDef[] {
  const choice: FieldDef = {
    id: 'kind',
    label: 'Resource',
    kind: 'radio',
    wide: true,
    options: [...SILENCE_KINDS.map((k) => k.kind), 'filter'],
    optionLabel: kindLabel,
  };
  if (kind !== 'filter')
    return [
      choice,
      resourcePickerField({ id: 'resourceId', label: kindLabel(kind), required: true }, kind, {
        onName,
      }),
    ];
  const names = new Map(others.map((org) => [org.id, org.name]));
  return [
    choice,
    { id: 'filter', label: 'Filter', kind: 'textarea', required: true, help: FILTER_HELP },
    ...(others.length > 0
      ? [
          {
            id: 'alsoIn',
            label: 'Also in',
            kind: 'multiSelect',
            options: others.map((org) => org.id),
            optionLabel: (id: string) => names.get(id) ?? id,
            help: 'The same silence, added to these organisations too',
          } satisfies FieldDef,
        ]
      : []),
  ];
}

export function AddSilencePage() {
  const { orgId, org } = useCurrentOrg();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const form = useFormState<SilenceFormValues>(initialValues(search), validateSilence);
  const [resourceName, setResourceName] = useState('');
  const across = useOutcomes(SILENCE_OUTCOME);
  const orgs = useQuery(orgsListQuery(), appQueryClient);
  const others = (orgs.data ?? []).filter((o) => o.id !== orgId && !o.hidden);
  const add = useMutationWithToast({
    mutationFn: async (values: SilenceFormValues) => {
      const input = silenceInput(values, resourceName, new Date());
      if (values.kind !== 'filter' || values.alsoIn.length === 0)
        return createSilence(orgId, input);
      // After a partial save, Save again goes only where it was not added yet.
      const targets = across.notDone([
        { id: orgId, name: org?.name ?? orgId },
        ...others.filter((o) => values.alsoIn.includes(o.id)),
      ]);
      // The same body to each, every answer awaited.
      const settled = await Promise.allSettled(targets.map((t) => createSilence(t.id, input)));
      await Promise.all(targets.map((t) => invalidateNotifications(queryClientFor(t.id))));
      if (!across.record(outcomesOf(targets, settled)))
        throw new Error('The silence was not added in every organisation');
    },
    success: 'Silence added successfully',
    invalidate: invalidateNotifications,
  });
  return (
    <div className="mcd-notification-screen">
      <NotificationTabs current="silences" />
      <H3>Add Silence</H3>
      {across.callout}
      <FieldsForm
        className="mcd-notification-form"
        form={form}
        // Exactly one resource: another kind clears the one chosen.
        cascade={(_, id) => (id === 'kind' ? { resourceId: '' } : {})}
        onSubmit={(valid) =>
          add.mutate(valid, { onSuccess: () => void navigate(paths.notificationSilences()) })
        }
        fields={[...resourceFields(form.values.kind, setResourceName, others), ...SILENCE_FIELDS]}
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
