// The Details panel of the incident sidebar (spec 2 §2): readable id, type and priority
// (autosaved after 500 ms), status with its allowed moves (StatusField), the commander, the
// responders, when it started and how long it has lasted. Without write access each select is
// disabled with the reason.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { IncidentPatch } from '../../../api/services/incident-updates.ts';
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
import { PanelSelect } from './PanelSelect.tsx';
import { StatusField } from './StatusField.tsx';
import { useIncidentPatch } from './useIncidentWrites.ts';

function Row(props: { label: string; htmlFor?: string; top?: boolean; children: ReactNode }) {
  return (
    <div className={props.top ? 'mc-inc-row mc-inc-row-top' : 'mc-inc-row'}>
      <dt>{props.htmlFor ? <label htmlFor={props.htmlFor}>{props.label}</label> : props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

export function DetailsPanel(props: { incident: IncidentDetail; write: WriteAccess }) {
  const { incident, write } = props;
  const orgId = useOrgId();
  const people = useQuery(peopleQuery(orgId));
  const now = useNow(60_000);
  const patch = useIncidentPatch(incident.id);
  const end = incidentEnd(incident);
  const commander = incident.commander_id ?? '';
  const commanders = [{ value: '', label: 'Not assigned' }];
  for (const p of people.data ?? []) commanders.push({ value: p.id, label: p.name });
  if (commander && !commanders.some((o) => o.value === commander))
    commanders.push({ value: commander, label: incident.commander?.name ?? commander });
  /** A row with an autosaved select (`incident-<label>`) that patches what `change` says. */
  const select = (
    label: string,
    value: string,
    options: { value: string; label: string }[],
    change: (value: string) => IncidentPatch,
    delay?: number,
  ) => (
    <Row label={label} htmlFor={`incident-${label.toLowerCase()}`}>
      <PanelSelect
        id={`incident-${label.toLowerCase()}`}
        value={value}
        options={options}
        write={write}
        delay={delay}
        onSave={(next, done) => patch.mutate(change(next), { onSettled: done })}
      />
    </Row>
  );
  return (
    <dl className="mc-inc-details">
      <Row label="Id">
        <span className="mc-inc-readable-id">{incident.incident_id ?? incident.id}</span>
      </Row>
      {select('Type', incident.type ?? '', TYPE_OPTIONS, (type) => ({ type }), AUTOSAVE_MS)}
      <Row label="Status" htmlFor="incident-status">
        <StatusField id="incident-status" incident={incident} write={write} />
      </Row>
      {select(
        'Priority',
        priorityOf(incident.severity),
        SEVERITY_OPTIONS,
        (severity) => ({ severity }),
        AUTOSAVE_MS,
      )}
      {select('Commanders', commander, commanders, (id) => ({ commander_id: id || null }))}
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
