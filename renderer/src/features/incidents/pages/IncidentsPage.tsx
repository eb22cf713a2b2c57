// /incidents (spec 2 §2): the incident list (list/incidents-list.tsx: the filters as data, status
// open by default; the table with its empty text, the inline error — forbidden and offline
// included — and the 'as of' mark on cached data), and 'Create New Incident' for users who may
// write incidents; without write access or offline the plus button is disabled with the reason.
import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { CREATE_INCIDENT_TITLE, CreateIncidentDialog } from '../list/CreateIncidentDialog.tsx';
import { INCIDENTS_LIST } from '../list/incidents-list.tsx';
import { WriteGuard } from '../detail/WriteGuard.tsx';
import { useIncidentWriteAccess } from '../write-access.ts';
import '../list/incidents-list.css';

function CreateButton(props: { onClick: () => void }) {
  const write = useIncidentWriteAccess();
  return (
    <WriteGuard write={write} className="mc-inc-write-guard">
      {(disabled) => (
        <Button
          icon="plus"
          intent="primary"
          aria-label={CREATE_INCIDENT_TITLE}
          title={disabled ? undefined : CREATE_INCIDENT_TITLE}
          disabled={disabled}
          onClick={props.onClick}
        />
      )}
    </WriteGuard>
  );
}

export function IncidentsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <div className="mc-inc-list-page">
      <ResourceList
        definition={INCIDENTS_LIST}
        toolbar={<CreateButton onClick={() => setCreating(true)} />}
      />
      {creating && <CreateIncidentDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
