// 'Link to Incident' on a component (spec 2 §2): the component becomes topology evidence on the
// chosen incident's root hypothesis.
import { attachComponentToIncident, topologyKeys } from '../../../api/services/topology.ts';
import type { Component } from '../../../api/services/topology.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { LinkToIncidentDialog as LinkDialog } from '../../../components/link-dialog/LinkToIncidentDialog.tsx';

export function LinkToIncidentDialog(props: { component: Component; onClose: () => void }) {
  const orgId = useOrgId();
  return (
    <LinkDialog
      name={props.component.name}
      defaultDescription="Topology"
      success="Component linked to the incident"
      attach={(incidentId, description, createdBy) =>
        attachComponentToIncident(orgId, incidentId, props.component.id, description, createdBy)
      }
      invalidate={(client) => client.invalidateQueries({ queryKey: topologyKeys.all })}
      onClose={props.onClose}
    />
  );
}
