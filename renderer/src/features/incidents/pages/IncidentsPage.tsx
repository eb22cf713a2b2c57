// /incidents (spec 2 §2): the incident list (list/incidents-list.tsx: the filters as data, status
// open by default; the table with its empty text, the inline error — forbidden and offline
// included — and the 'as of' mark on cached data), and 'Create New Incident' for users who may
// write incidents (offline the plus button is disabled with the reason).
import { useState } from 'react';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { CREATE_INCIDENT_TITLE, CreateIncidentDialog } from '../list/CreateIncidentDialog.tsx';
import { INCIDENTS_LIST } from '../list/incidents-list.tsx';
import { GuardedButton } from '../../../components/action/GuardedButton.tsx';
import { INCIDENT } from '../write-access.ts';
import '../list/incidents-list.css';

export function IncidentsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <div className="mc-inc-list-page">
      <ResourceList
        definition={INCIDENTS_LIST}
        toolbar={
          <span className="mc-inc-write-guard">
            <GuardedButton
              resource={INCIDENT}
              icon="plus"
              intent="primary"
              aria-label={CREATE_INCIDENT_TITLE}
              onClick={() => setCreating(true)}
            />
          </span>
        }
      />
      {creating && <CreateIncidentDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
