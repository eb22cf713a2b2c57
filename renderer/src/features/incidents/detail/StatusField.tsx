// The status selector of the Details panel (spec 2 §4): only the allowed moves are offered;
// mitigated and resolved first ask which evidence defines done.
import { useState } from 'react';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { titleCase } from '../../../lib/text/title-case.ts';
import type { WriteAccess } from '../write-access.ts';
import { ContributingFactorsDialog } from './ContributingFactorsDialog.tsx';
import { PanelSelect } from './PanelSelect.tsx';
import { allowedStatuses, asksForDefinitionOfDone } from './incident-model.ts';
import { useStatusChange } from './useIncidentWrites.ts';

export function StatusField(props: { incident: IncidentDetail; write: WriteAccess; id: string }) {
  const { incident } = props;
  const current = incident.status?.toLowerCase() ?? '';
  const change = useStatusChange(incident.id);
  const [asking, setAsking] = useState<{ status: string; done: () => void } | null>(null);
  const close = () => {
    setAsking(null);
    asking?.done();
  };
  const finish = (definitionOfDone?: string[]) => {
    if (asking) change.mutate({ status: asking.status, definitionOfDone }, { onSettled: close });
  };
  return (
    <>
      <PanelSelect
        id={props.id}
        value={current}
        options={allowedStatuses(current).map((s) => ({ value: s, label: titleCase(s) }))}
        write={props.write}
        onSave={(status, done) => {
          if (asksForDefinitionOfDone(current, status)) setAsking({ status, done });
          else change.mutate({ status }, { onSettled: done });
        }}
      />
      {asking && (
        <ContributingFactorsDialog
          incident={incident}
          status={asking.status}
          busy={change.isPending}
          onSubmit={(ids) => finish(ids)}
          onSkip={() => finish()}
          onCancel={close}
        />
      )}
    </>
  );
}
