// 'Also run in' of the run dialog (issue 36 item 4): the other organisations with a playbook of the
// same name as checkboxes (the others disabled, saying why), and the run across them: one
// production confirmation naming every production organisation touched, then the same parameters
// sent to each, every answer awaited and shown per organisation. After a partial run, Run again
// goes only where it has not started.
import { useState, type ReactNode } from 'react';
import type { Org } from '../../../../preload/contract/orgs.ts';
import type { PlaybookResource } from '../../api/services/playbooks.types.ts';
import { useOutcomes } from '../across/useOutcomes.tsx';
import { GuardedAlert, asksTypedConfirmation } from '../guard/GuardedAlert.tsx';
import type { FieldDef } from '../form-kit/field.ts';
import { FieldList } from '../form-kit/FieldList.tsx';
import { bindForm } from '../form-kit/bind-form.ts';
import { useFormState } from '../../lib/form/useFormState.ts';
import {
  playbookLabel,
  runAcross,
  RUN_OUTCOME,
  type AlsoRunOption,
  type PlaybookName,
  type RunTarget,
} from './run-across.ts';
import { useAlsoRunIn } from './useAlsoRunIn.ts';

const noErrors = () => ({});
type Touched = Pick<Org, 'id' | 'name' | 'environment' | 'colour'>;
const runInText = (count: number) =>
  `Run in ${count} ${count === 1 ? 'organisation' : 'organisations'}`;

/** The other organisations as checkboxes; one that cannot take the run says why beside it. */
function alsoRunField(
  options: readonly AlsoRunOption[],
  started: ReadonlySet<string>,
  wanted: PlaybookName,
): FieldDef {
  const byId = new Map(options.map((o) => [o.orgId, o]));
  return {
    id: 'alsoIn',
    label: 'Also run in',
    kind: 'multiSelect',
    options: options.map((o) => o.orgId),
    optionLabel: (id) => byId.get(id)?.name ?? id,
    optionDisabled: (id) => (started.has(id) ? 'run started' : byId.get(id)?.reason),
    help: `The same parameters, run with each organisation's playbook ${playbookLabel(wanted)}`,
  };
}

export interface RunAcross {
  /** Other organisations are chosen, or a run across already happened: Run goes through `start`. */
  active: boolean;
  /** Every chosen organisation has its run already. */
  done: boolean;
  pending: boolean;
  start: (params: Record<string, string>) => void;
  /** The outcome, the 'Also run in' field and the confirmation, to render in the dialog. */
  outcome: ReactNode;
  field: ReactNode;
  confirm: ReactNode;
}

/** What Run asked about, kept as it was then: the confirmation and the run use exactly that. */
interface Asking {
  params: Record<string, string>;
  targets: RunTarget[];
  touched: Touched[];
}

export function useRunAcross(props: {
  orgId: string;
  playbookId: string;
  /** The playbook to find elsewhere; null: this dialog runs in its organisation only. */
  wanted: PlaybookName | null;
  title: string;
  resource: PlaybookResource | null;
}): RunAcross {
  const { orgId, wanted } = props;
  const also = useAlsoRunIn(orgId, wanted);
  const form = useFormState<{ alsoIn: string[] }>({ alsoIn: [] }, noErrors);
  const tries = useOutcomes(RUN_OUTCOME);
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const orgOf = (id: string): Org | undefined => also.orgs.find((org) => org.id === id);

  const chosen = also.options.filter(
    (o) => o.playbookId !== null && form.values.alsoIn.includes(o.orgId),
  );
  const targets: RunTarget[] = tries.notDone([
    { id: orgId, name: orgOf(orgId)?.name ?? orgId, playbookId: props.playbookId },
    ...chosen.map((o) => ({ id: o.orgId, name: o.name, playbookId: o.playbookId ?? '' })),
  ]);
  const touched: Touched[] = targets.map(
    (t) => orgOf(t.id) ?? { id: t.id, name: t.name, environment: 'custom' as const, colour: '' },
  );

  const go = (params: Record<string, string>, sent: RunTarget[]) => {
    setPending(true);
    void runAcross(sent, orgId, props.resource, params)
      .then(tries.record)
      .finally(() => setPending(false));
  };
  const start = (params: Record<string, string>) => {
    if (targets.length === 0 || pending) return;
    if (asksTypedConfirmation(touched, 'run-playbook')) setAsking({ params, targets, touched });
    else go(params, targets);
  };

  // Shown only when another organisation is signed in (offline ones count: they say so).
  const shown = also.options.some((o) => o.reason !== 'signed out');
  const field =
    wanted && shown ? (
      <FieldList
        fields={[alsoRunField(also.options, tries.done, wanted)]}
        idPrefix="playbook-also"
        layout="stack"
        disabled={pending}
        {...bindForm(form)}
      />
    ) : null;
  return {
    active: chosen.length > 0 || tries.outcomes !== null,
    done: tries.outcomes !== null && targets.length === 0,
    pending,
    start,
    outcome: tries.callout,
    field,
    confirm: (
      <GuardedAlert
        isOpen={asking !== null}
        orgs={asking?.touched ?? []}
        action="run-playbook"
        target={props.title}
        confirmButtonText={runInText(asking?.touched.length ?? 0)}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          if (asking) go(asking.params, asking.targets);
        }}
      />
    ),
  };
}
