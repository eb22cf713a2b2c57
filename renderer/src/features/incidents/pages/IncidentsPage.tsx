// /incidents (spec 2 §2): the incident list (list/incidents-list.tsx: the filters as data, status
// open by default; the table with its empty text, the inline error — forbidden and offline
// included — and the 'as of' mark on cached data), and the list kit's 'Create New Incident' for
// users who may write incidents (offline it is disabled with the reason).
import { DialogList } from '../../../components/resource-list/DialogList.tsx';
import { CREATE_INCIDENT_TITLE, CreateIncidentDialog } from '../list/CreateIncidentDialog.tsx';
import { INCIDENTS_LIST } from '../list/incidents-list.tsx';
import '../list/incidents-list.css';

export function IncidentsPage() {
  return (
    <div className="mc-inc-list-page">
      <DialogList
        definition={INCIDENTS_LIST}
        addText={CREATE_INCIDENT_TITLE}
        dialog={(_row, close) => <CreateIncidentDialog onClose={close} />}
      />
    </div>
  );
}
