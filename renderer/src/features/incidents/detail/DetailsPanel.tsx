// The Details panel of the incident sidebar (spec 2 §2): readable id, type and priority
// (autosaved after 500 ms), status with its allowed moves (mitigated and resolved first ask which
// evidence defines done), the commander, the responders, when it started and how long it has
// lasted. Each select shows the choice while it saves; without write access it is disabled with
// the reason.
import { useState, type ReactNode } from 'react';
import { HTMLSelect } from '@blueprintjs/core';
import { DisabledReason } from '../../../components/action/GuardedButton.tsx';
import { titleCase } from '../../../lib/text/title-case.ts';
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
import { ContributingFactorsDialog } from './ContributingFactorsDialog.tsx';
import {
  allowedStatuses,
  asksForDefinitionOfDone,
  AUTOSAVE_MS,
  durationText,
  incidentEnd,
  priorityOf,
} from './incident-model.ts';
import { useDraft } from './useDraft.ts';
import { useIncidentPatch, useStatusChange } from './useIncidentWrites.ts';

interface PanelSelectProps {
  id: string;
  value: string;
  options: { value: string; label: string }[];
  write: WriteAccess;
  /** Saves after this long without another choice (spec 2 §9); at once without it. */
  delay?: number;
  /** Saves the choice; the select shows it until `done`. */
  onSave: (value: string, done: () => void) => void;
}

/** A select of the panel: shows the choice while it saves; a value it does not offer reads as itself. */
function PanelSelect(props: PanelSelectProps) {
  const draft = useDraft(
    props.value,
    (value, done) => (value === props.value ? done() : props.onSave(value, done)),
    props.delay,
  );
  const options = props.options.some((o) => o.value === props.value)
    ? props.options
    : [{ value: props.value, label: titleCase(props.value || 'unknown') }, ...props.options];
  const { allowed, reason } = props.write;
  return (
    <DisabledReason reason={allowed ? null : reason} offline={false} className="mc-inc-guard">
      <HTMLSelect
        id={props.id}
        fill
        value={draft.value}
        options={options}
        disabled={!allowed}
        onChange={(event) => draft.set(event.currentTarget.value)}
      />
    </DisabledReason>
  );
}

/** Only the allowed moves are offered; mitigated and resolved first ask for the definition of done. */
function StatusField(props: { incident: IncidentDetail; write: WriteAccess; id: string }) {
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
