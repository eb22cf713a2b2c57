// The Details panel of the incident sidebar (spec 2 §2): readable id, type and priority
// (autosaved after 500 ms), status with its allowed moves, the commander, the responders, when it
// started and how long it has lasted.
import { useState, type ReactNode } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { peopleQuery } from '../../../api/services/teams.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { SEVERITY_OPTIONS, TYPE_OPTIONS } from '../list/incident-format.ts';
import { RespondersField } from '../responders/RespondersField.tsx';
import type { WriteAccess } from '../write-access.ts';
import { AUTOSAVE_MS, durationText, incidentEnd, priorityOf } from './incident-model.ts';
import { StatusField } from './StatusField.tsx';
import { useIncidentPatch } from './useIncidentWrites.ts';
import { useDebouncedCallback } from '../../../lib/hooks/useDebouncedCallback.ts';
import { WriteGuard } from './WriteGuard.tsx';
import { titleCase } from '../../../lib/text/title-case.ts';

function Row(props: { label: string; htmlFor?: string; top?: boolean; children: ReactNode }) {
  return (
    <div className={props.top ? 'mc-inc-row mc-inc-row-top' : 'mc-inc-row'}>
      <dt>{props.htmlFor ? <label htmlFor={props.htmlFor}>{props.label}</label> : props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/** A select whose choice is saved once it has been left alone for 500 ms. */
function AutosaveSelect(props: {
  id: string;
  value: string;
  options: { value: string; label: string }[];
  write: WriteAccess;
  onSave: (value: string, done: () => void) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useDebouncedCallback((value: string) => {
    if (value === props.value) setDraft(null);
    else props.onSave(value, () => setDraft(null));
  }, AUTOSAVE_MS);
  const options = props.options.some((o) => o.value === props.value)
    ? props.options
    : [{ value: props.value, label: titleCase(props.value || 'unknown') }, ...props.options];
  return (
    <WriteGuard write={props.write}>
      {(disabled) => (
        <HTMLSelect
          id={props.id}
          fill
          value={draft ?? props.value}
          options={options}
          disabled={disabled}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft(value);
            save(value);
          }}
        />
      )}
    </WriteGuard>
  );
}

function CommanderField(props: { incident: IncidentDetail; write: WriteAccess }) {
  const orgId = useOrgId();
  const people = useQuery(peopleQuery(orgId));
  const patch = useIncidentPatch(props.incident.id);
  const commander = props.incident.commander;
  const value = props.incident.commander_id ?? '';
  const options = [{ value: '', label: 'Not assigned' }];
  for (const p of people.data ?? []) options.push({ value: p.id, label: p.name });
  if (value && !options.some((o) => o.value === value))
    options.push({ value, label: commander?.name ?? value });
  return (
    <WriteGuard write={props.write}>
      {(disabled) => (
        <HTMLSelect
          id="incident-commander"
          fill
          value={value}
          options={options}
          disabled={disabled || patch.isPending}
          onChange={(event) => patch.mutate({ commander_id: event.currentTarget.value || null })}
        />
      )}
    </WriteGuard>
  );
}

export function DetailsPanel(props: { incident: IncidentDetail; write: WriteAccess }) {
  const { incident, write } = props;
  const now = useNow(60_000);
  const patch = useIncidentPatch(incident.id);
  const end = incidentEnd(incident);
  return (
    <dl className="mc-inc-details">
      <Row label="Id">
        <span className="mc-inc-readable-id">{incident.incident_id ?? incident.id}</span>
      </Row>
      <Row label="Type" htmlFor="incident-type">
        <AutosaveSelect
          id="incident-type"
          value={incident.type ?? ''}
          options={TYPE_OPTIONS}
          write={write}
          onSave={(type, done) => patch.mutate({ type }, { onSettled: done })}
        />
      </Row>
      <Row label="Status" htmlFor="incident-status">
        <StatusField id="incident-status" incident={incident} write={write} />
      </Row>
      <Row label="Priority" htmlFor="incident-priority">
        <AutosaveSelect
          id="incident-priority"
          value={priorityOf(incident.severity)}
          options={SEVERITY_OPTIONS}
          write={write}
          onSave={(severity, done) => patch.mutate({ severity }, { onSettled: done })}
        />
      </Row>
      <Row label="Commanders" htmlFor="incident-commander">
        <CommanderField incident={incident} write={write} />
      </Row>
      <Row label="Responders" top>
        <RespondersField incident={incident} write={write} />
      </Row>
      <Row label="Started">
        {incident.created_at ? (
          <RelativeTime
            value={incident.created_at}
            fallback={formatTimestamp(incident.created_at, 'YYYY-MM-DD HH:mm')}
          />
        ) : (
          '—'
        )}
      </Row>
      <Row label="Duration">
        <span title={end ? `Until ${formatTimestamp(end, 'YYYY-MM-DD HH:mm')}` : 'Still going'}>
          {durationText(incident.created_at, end, now) || '—'}
        </span>
      </Row>
    </dl>
  );
}
