// The incident's sidebar sections (spec 2 §2): Details (open at first), Definition of done and
// Changelog, one open at a time (the detail frame's accordion).
import type { IncidentDetail } from '../../../api/services/incidents.types.ts';
import type { SidebarSection } from '../../../components/detail-page/DetailSidebar.tsx';
import { DefinitionOfDonePanel } from '../evidence/DefinitionOfDonePanel.tsx';
import type { WriteAccess } from '../write-access.ts';
import { ChangelogPanel } from './ChangelogPanel.tsx';
import { DetailsPanel } from './DetailsPanel.tsx';

export function incidentSections(incident: IncidentDetail, write: WriteAccess): SidebarSection[] {
  return [
    {
      id: 'details',
      title: 'Details',
      content: <DetailsPanel incident={incident} write={write} />,
    },
    {
      id: 'dod',
      title: 'Definition of done',
      content: <DefinitionOfDonePanel incident={incident} write={write} />,
    },
    { id: 'changelog', title: 'Changelog', content: <ChangelogPanel incidentId={incident.id} /> },
  ];
}
