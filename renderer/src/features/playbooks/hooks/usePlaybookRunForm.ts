// State of the playbook run form (spec 1 §4, §5): values start from the server's defaults;
// messages show for touched fields, and for all once a run was attempted; a run is sent only when
// the form is valid, the playbook has an id and no run is pending. Success opens the run's page,
// failure toasts the server's error (the ApiError message reads its `error` field first).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { runPlaybook } from '../../../api/services/playbooks.ts';
import type { PlaybookResource } from '../../../api/services/playbooks.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useMutationWithToast } from '../../../components/toaster/useMutationWithToast.ts';
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
  const [values, setValues] = useState(() => initialParamValues(specs ?? []));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [inputErrors, setInputErrors] = useState<Record<string, string>>({});

  const errors = useMemo(() => {
    const all: Record<string, string> = { ...paramErrors(specs ?? [], values) };
    for (const [name, message] of Object.entries(inputErrors)) all[name] = message;
    return all;
  }, [specs, values, inputErrors]);
  const valid = Object.keys(errors).length === 0;
  const shownErrors = attempted
    ? errors
    : Object.fromEntries(Object.entries(errors).filter(([name]) => touched.has(name)));

  const run = useMutationWithToast({
    mutationFn: () =>
      runPlaybook(orgId, { playbookId, resource: resource ?? undefined, params: values }),
  });

  const ready = specs !== null && playbookId !== '';
  return {
    values,
    shownErrors,
    valid,
    pending: run.isPending,
    /** The Run button's state before the offline guard adds its own. */
    canSubmit: ready && !run.isPending && !(attempted && !valid),
    setValue: (name: string, value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
    },
    touch: (name: string) =>
      setTouched((prev) => (prev.has(name) ? prev : new Set(prev).add(name))),
    setInputError: (name: string, message: string | undefined) =>
      setInputErrors((prev) => {
        if (prev[name] === message) return prev;
        const next = { ...prev };
        if (message === undefined) delete next[name];
        else next[name] = message;
        return next;
      }),
    submit: () => {
      setAttempted(true);
      if (ready && valid && !run.isPending)
        run.mutate(undefined, { onSuccess: (runId) => void navigate(paths.playbookRun(runId)) });
    },
  };
}
