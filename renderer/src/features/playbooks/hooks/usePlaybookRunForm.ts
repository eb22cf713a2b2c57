// State of the playbook run form (spec 1 §4, §5), on the one form state (useFormState): values
// start from the server's defaults; messages show for touched fields, and for all once a run was
// attempted; a run is sent only when the form is valid, the playbook has an id and no run is pending. Success opens the run's page,
// failure toasts the server's error (the ApiError message reads its `error` field first).
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { runPlaybook } from '../../../api/services/playbooks.ts';
import type { PlaybookResource } from '../../../api/services/playbooks.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { paramErrors } from '../param-validation.ts';
import { initialParamValues, type ParamSpec } from '../playbook-params.ts';

export function usePlaybookRunForm(input: {
  orgId: string;
  playbookId: string;
  resource: PlaybookResource | null;
  specs: readonly ParamSpec[] | null;
}) {
  const { orgId, playbookId, resource, specs } = input;
  const navigate = useNavigate();
  const [inputErrors, setInputErrors] = useState<Record<string, string>>({});
  // Input problems the value cannot express (a number input's bad text) win over the rules'.
  const validate = useCallback(
    (values: Record<string, string>) => ({ ...paramErrors(specs ?? [], values), ...inputErrors }),
    [specs, inputErrors],
  );
  const form = useFormState(initialParamValues(specs ?? []), validate);
  const { values } = form;

  const run = useMutationWithToast({
    mutationFn: () =>
      runPlaybook(orgId, { playbookId, resource: resource ?? undefined, params: values }),
  });

  const ready = specs !== null && playbookId !== '';
  return {
    values,
    shownErrors: form.errors,
    valid: form.isValid,
    pending: run.isPending,
    /** The Run button's state before the offline guard adds its own. */
    canSubmit: ready && !run.isPending && !(form.submitted && !form.isValid),
    setValue: form.set,
    touch: form.touch,
    setInputError: (name: string, message: string | undefined) =>
      setInputErrors((prev) => {
        if (prev[name] === message) return prev;
        const next = { ...prev };
        if (message === undefined) delete next[name];
        else next[name] = message;
        return next;
      }),
    submit: () =>
      form.submit(() => {
        if (ready && !run.isPending)
          run.mutate(undefined, { onSuccess: (runId) => void navigate(paths.playbookRun(runId)) });
      }),
  };
}
