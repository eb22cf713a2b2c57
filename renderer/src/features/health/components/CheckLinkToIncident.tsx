// The modal footer's evidence action (spec 1 §2): 'Link to Incident' attaches the check, with the
// range on screen, as check evidence to an open incident, through the dialog catalog items and
// components use. Hidden when incidents are disabled or the user may not write incidents.
import { LinkToIncidentButton } from '../../../components/link-dialog/LinkToIncidentDialog.tsx';
import { attachCheckToIncident } from '../../../api/services/health.ts';
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
        attachCheckToIncident(
          orgId,
          incidentId,
          { id: check.id, range: props.timeRange },
          description,
          createdBy,
        )
      }
    />
  );
}
