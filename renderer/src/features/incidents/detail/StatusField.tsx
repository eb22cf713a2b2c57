// The status selector of the Details panel (spec 2 §4): only the allowed moves are offered;
// mitigated and resolved first ask which evidence defines done.
import { useState } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import type { WriteAccess } from '../write-access.ts';
import { ContributingFactorsDialog } from './ContributingFactorsDialog.tsx';
import { allowedStatuses, asksForDefinitionOfDone } from './incident-model.ts';
import { useStatusChange } from './useIncidentWrites.ts';
import { WriteGuard } from './WriteGuard.tsx';
import { titleCase } from '../../../lib/text/title-case.ts';

export function StatusField(props: { incident: IncidentDetail; write: WriteAccess; id: string }) {
  const { incident } = props;
  const current = incident.status?.toLowerCase() ?? '';
  const change = useStatusChange(incident.id);
  const [pending, setPending] = useState<string | null>(null);
  const options: { value: string; label: string }[] = allowedStatuses(current).map((s) => ({
    value: s,
    label: titleCase(s),
  }));
  if (current && !options.some((o) => o.value === current))
    options.unshift({ value: current, label: titleCase(current) });

  const choose = (status: string) => {
    if (status === current) return;
    if (asksForDefinitionOfDone(current, status)) setPending(status);
    else change.mutate({ status });
  };
  const finish = (definitionOfDone?: string[]) => {
    if (!pending) return;
    change.mutate({ status: pending, definitionOfDone }, { onSettled: () => setPending(null) });
  };

  return (
    <>
      <WriteGuard write={props.write}>
        {(disabled) => (
          <HTMLSelect
            id={props.id}
            fill
            value={pending ?? current}
            options={options}
            disabled={disabled || change.isPending}
            onChange={(event) => choose(event.currentTarget.value)}
          />
        )}
      </WriteGuard>
      {pending && (
        <ContributingFactorsDialog
          incident={incident}
          status={pending}
          busy={change.isPending}
          onSubmit={(ids) => finish(ids)}
          onSkip={() => finish()}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
