// The incident's right sidebar (spec 2 §2): collapsible panels Details (open at first), Definition
// of done and Changelog; opening one closes the others.
import { useState, type ReactNode } from 'react';
import { Icon } from '@blueprintjs/core';
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import { DefinitionOfDonePanel } from '../evidence/DefinitionOfDonePanel.tsx';
import type { WriteAccess } from '../write-access.ts';
import { ChangelogPanel } from './ChangelogPanel.tsx';
import { DetailsPanel } from './DetailsPanel.tsx';

type PanelId = 'details' | 'dod' | 'changelog';

function Panel(props: {
  id: PanelId;
  title: string;
  open: PanelId | null;
  onToggle: (id: PanelId) => void;
  children: ReactNode;
}) {
  const expanded = props.open === props.id;
  const bodyId = `incident-panel-${props.id}`;
  return (
    <section className="mc-inc-panel" aria-label={props.title}>
      <button
        type="button"
        className="mc-inc-panel-head"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => props.onToggle(props.id)}
      >
        <Icon icon={expanded ? 'chevron-down' : 'chevron-right'} size={14} />
        <span>{props.title}</span>
      </button>
      {expanded && (
        <div id={bodyId} className="mc-inc-panel-body">
          {props.children}
        </div>
      )}
    </section>
  );
}

export function IncidentSidebar(props: { incident: IncidentDetail; write: WriteAccess }) {
  const [open, setOpen] = useState<PanelId | null>('details');
  const toggle = (id: PanelId) => setOpen((current) => (current === id ? null : id));
  return (
    <aside className="mc-inc-sidebar" aria-label="Incident details">
      <Panel id="details" title="Details" open={open} onToggle={toggle}>
        <DetailsPanel incident={props.incident} write={props.write} />
      </Panel>
      <Panel id="dod" title="Definition of done" open={open} onToggle={toggle}>
        <DefinitionOfDonePanel incident={props.incident} write={props.write} />
      </Panel>
      <Panel id="changelog" title="Changelog" open={open} onToggle={toggle}>
        <ChangelogPanel incidentId={props.incident.id} />
      </Panel>
    </aside>
  );
}
