// Run a playbook on a resource (spec 1 §4, §5): its parameters come from the server (P8) with
// their defaults; the Run button reads 'Running...' while the call is pending, is disabled while
// the organisation is offline (GuardedButton), and sends only a valid form. Without a resource the
// form asks for one; without parameters it says so.
import { useCallback, useMemo, useState } from 'react';
import { Callout } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { playbookParamsQuery, runPlaybook } from '../../api/services/playbooks.ts';
import type {
  PlaybookParameter,
  PlaybookResource,
  RunnablePlaybook,
} from '../../api/services/playbooks.types.ts';
import { EditDialog } from '../modal/EditDialog.tsx';
import { QueryDialog } from '../modal/QueryDialog.tsx';
import { bindForm, type BoundForm } from '../form-kit/bind-form.ts';
import { validateFields, type FieldDef } from '../form-kit/field.ts';
import { FieldList } from '../form-kit/FieldList.tsx';
import { useMutationWithToast } from '../toaster/useMutationWithToast.ts';
import { useFormState } from '../../lib/form/useFormState.ts';
import { paths } from '../../lib/routing/paths.ts';
import { initialParamValues, toParamSpec } from './playbook-params.ts';
import { paramField } from './param-fields.tsx';
import type { PlaybookName } from './run-across.ts';
import { useRunAcross } from './useRunAcross.tsx';
import './PlaybookParamsForm.css';

interface PlaybookRunModalProps {
  orgId: string;
  playbook: RunnablePlaybook;
  /** The check, config or component to run on; null shows 'Please select a resource…'. */
  resource: PlaybookResource | null;
  /** False for a playbook without resource selectors: it runs on nothing in particular. */
  needsResource?: boolean;
  /** Offer 'Also run in': other organisations with a playbook of this name (issue 36 item 4). */
  across?: PlaybookName;
  onClose: () => void;
}

/** The parameters as form kit fields, or that there are none. */
function ParamFields(props: { fields: FieldDef[]; bound: BoundForm }) {
  if (props.fields.length === 0) return <p>No parameters for this playbook.</p>;
  return (
    <form
      className="mc-playbook-params"
      aria-label="Playbook parameters"
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <FieldList fields={props.fields} idPrefix="playbook-param" layout="stack" {...props.bound} />
    </form>
  );
}

/**
 * The parameters' form state: values from the server's defaults, messages for touched fields and
 * for all once a run was attempted; input problems the value cannot express (a number input's bad
 * text) win over the rules'. A run goes only when valid and none is pending; it opens the run's
 * page, a failure toasts the server's error.
 */
function RunForm(props: PlaybookRunModalProps & { params: PlaybookParameter[] | null }) {
  const { orgId, playbook, resource, onClose, params } = props;
  const navigate = useNavigate();
  const specs = useMemo(() => (params === null ? null : params.map(toParamSpec)), [params]);
  const [inputErrors, setInputErrors] = useState<Record<string, string | undefined>>({});
  const fields = useMemo(() => {
    const context = {
      orgId,
      onInputError: (name: string, message: string | undefined) =>
        setInputErrors((prev) => (prev[name] === message ? prev : { ...prev, [name]: message })),
    };
    return specs?.map((spec) => paramField(spec, context)) ?? [];
  }, [orgId, specs]);
  const validate = useCallback(
    (values: Record<string, string>) => {
      const errors = validateFields(fields, (id) => values[id] ?? '');
      for (const [name, message] of Object.entries(inputErrors))
        if (message) errors[name] = message;
      return errors;
    },
    [fields, inputErrors],
  );
  const form = useFormState(initialParamValues(specs ?? []), validate);
  const run = useMutationWithToast({
    mutationFn: () =>
      runPlaybook(orgId, {
        playbookId: playbook.id,
        resource: resource ?? undefined,
        params: form.values,
      }),
  });
  const title = playbook.title || playbook.name;
  const across = useRunAcross({
    orgId,
    playbookId: playbook.id,
    wanted: props.across ?? null,
    title,
    resource,
  });
  const ready =
    specs !== null && playbook.id !== '' && !run.isPending && !across.pending && !across.done;
  // An invalid form shows its messages at once; only a run that would go asks for the name (a
  // run across organisations asks once for all of them itself).
  const guard =
    form.isValid && !across.active
      ? { action: 'run-playbook' as const, target: title, question: `Run the playbook ${title}?` }
      : undefined;
  return (
    <EditDialog
      size="medium"
      title={title}
      onClose={onClose}
      form={form}
      writable
      saving={run.isPending || across.pending}
      saveText="Run"
      cancelText={across.done ? 'Close' : undefined}
      savingText="Running..."
      saveProps={{ icon: 'play', disabled: !ready || (form.submitted && !form.isValid), guard }}
      save={() => {
        if (!ready) return;
        if (across.active) across.start(form.values);
        else
          run.mutate(undefined, { onSuccess: (runId) => void navigate(paths.playbookRun(runId)) });
      }}
    >
      {across.outcome}
      {specs === null ? (
        <Callout icon="select">Please select a resource to see the parameters.</Callout>
      ) : (
        <ParamFields
          fields={fields}
          bound={{ ...bindForm(form), onChange: (name, value) => form.set(name, String(value)) }}
        />
      )}
      {across.field}
      {across.confirm}
    </EditDialog>
  );
}

export function PlaybookRunModal(props: PlaybookRunModalProps) {
  const { orgId, playbook, resource, onClose, needsResource = true } = props;
  const waiting = resource === null && needsResource;
  const params = useQuery({
    ...playbookParamsQuery(orgId, playbook.id, resource),
    enabled: !waiting,
    // Defaults are templated against the resource as it is now.
    staleTime: 0,
    gcTime: 0,
  });
  if (waiting || params.isSuccess)
    return <RunForm {...props} params={waiting ? null : (params.data ?? null)} />;
  return (
    <QueryDialog
      title={playbook.title || playbook.name}
      onClose={onClose}
      query={params}
      what="the playbook parameters"
      spinnerLabel="Loading parameters"
    />
  );
}
