// The modal footer's evidence action (spec 1 §2): 'Link to Incident' attaches the check, with the
// range on screen, as check evidence to an open incident, through the dialog catalog items and
// components use. Hidden when incidents are disabled or the user may not write incidents.
import { LinkToIncidentButton } from '../../../components/link-dialog/LinkToIncidentDialog.tsx';
import { attachEvidence } from '../../../api/services/incident-evidence.ts';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';

export function CheckLinkToIncident(props: {
  orgId: string;
  check: { id: string; name: string };
  timeRange: string;
}) {
  const incidentsOn = useFeature('incidents');
  if (!incidentsOn) return null;
  const { orgId, check } = props;
  return (
    <LinkToIncidentButton
      icon="issue"
      text="Link to Incident"
      resource="incident"
      name={check.name}
      defaultDescription="Check"
      success="Check linked to the incident"
      attach={(incidentId, description, createdBy) =>
        // The range on screen is the evidence's start (`now-1h`), as the web console does.
        attachEvidence(
          orgId,
          incidentId,
          {
            kind: 'Check',
            id: check.id,
            description,
            evidence: { start: `now-${props.timeRange}`, includeMessages: false },
          },
          createdBy,
        )
      }
    />
  );
}
