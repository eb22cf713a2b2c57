// The Details panel of the incident sidebar (spec 2 §2): readable id, type and priority
// (autosaved after 500 ms), status with its allowed moves (mitigated and resolved first ask which
// evidence defines done), the commander, the responders, when it started and how long it has
// lasted. Each select shows the choice while it saves; without write access it is disabled with
// the reason.
import { useState } from 'react';
import {
  DetailFields,
  type DetailFieldPair,
} from '../../../components/detail-page/DetailFields.tsx';
import { AutosaveSelect } from '../../../components/autosave/AutosaveSelect.tsx';
import { INCIDENT_STATUS } from '../../../lib/vocabulary/incident-status.ts';
import { labelOf } from '../../../lib/vocabulary/vocabulary.ts';
import { useQuery } from '@tanstack/react-query';
import { updateIncident, type IncidentPatch } from '../../../api/services/incident-updates.ts';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { peopleQuery } from '../../../api/services/teams.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { SEVERITY_OPTIONS, TYPE_OPTIONS } from '../list/incident-format.ts';
import { RespondersField } from '../responders/RespondersField.tsx';
import { useIncidentWriteAccess } from '../write-access.ts';
import { ContributingFactorsDialog } from './ContributingFactorsDialog.tsx';
import {
  allowedStatuses,
  asksForDefinitionOfDone,
  durationText,
  incidentEnd,
  priorityOf,
} from './incident-model.ts';
import { useIncidentWrite, useStatusChange } from './useIncidentWrites.ts';

/** Severity and type autosave after this pause (spec 2 §9). */
const AUTOSAVE_MS = 500;

/** Only the allowed moves are offered; mitigated and resolved first ask for the definition of done. */
function StatusField({ incident }: { incident: IncidentDetail }) {
  const current = incident.status?.toLowerCase() ?? '';
  const access = useIncidentWriteAccess();
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
      <AutosaveSelect
        label="Status"
        value={current}
        options={allowedStatuses(current).map((s) => ({
          value: s,
          label: labelOf(INCIDENT_STATUS, s),
        }))}
        access={access}
        fill
        guardClassName="mc-inc-guard"
        save={(status, done) => {
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

export function DetailsPanel({ incident }: { incident: IncidentDetail }) {
  const orgId = useOrgId();
  const people = useQuery(peopleQuery(orgId));
  const now = useNow(60_000);
  const patch = useIncidentWrite({
    mutationFn: (fields: IncidentPatch) => updateIncident(orgId, incident.id, fields),
  });
  const access = useIncidentWriteAccess();
  const end = incidentEnd(incident);
  const commander = incident.commander_id ?? '';
  const commanders = [{ value: '', label: 'Not assigned' }];
  for (const p of people.data ?? []) commanders.push({ value: p.id, label: p.name });
  if (commander && !commanders.some((o) => o.value === commander))
    commanders.push({ value: commander, label: incident.commander?.name ?? commander });
  /** A row with an autosaved select that patches what `change` says. */
  const select = (
    label: string,
    value: string,
    options: { value: string; label: string }[],
    change: (value: string) => IncidentPatch,
    delay?: number,
  ): DetailFieldPair => [
    label,
    <AutosaveSelect
      label={label}
      value={value}
      options={options}
      access={access}
      fill
      guardClassName="mc-inc-guard"
      delay={delay}
      save={(next, done) => patch.mutate(change(next), { onSettled: done })}
    />,
  ];
  const started = incident.created_at;
  return (
    <DetailFields
      className="mc-inc-details"
      fields={[
        ['Id', <span className="mc-inc-readable-id">{incident.incident_id ?? incident.id}</span>],
        select('Type', incident.type ?? '', TYPE_OPTIONS, (type) => ({ type }), AUTOSAVE_MS),
        ['Status', <StatusField incident={incident} />],
        select('Priority', priorityOf(incident.severity), SEVERITY_OPTIONS, (severity) => ({
          severity,
        })),
        select('Commanders', commander, commanders, (id) => ({ commander_id: id || null })),
        ['Responders', <RespondersField incident={incident} />],
        [
          'Started',
          started ? <RelativeTime value={started} fallbackFormat="YYYY-MM-DD HH:mm" /> : '—',
        ],
        [
          'Duration',
          <span title={end ? `Until ${formatTimestamp(end, 'YYYY-MM-DD HH:mm')}` : 'Still going'}>
            {durationText(incident.created_at, end, now) || '—'}
          </span>,
        ],
      ]}
    />
  );
}
