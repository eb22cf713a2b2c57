// The modal footer's evidence action (spec 1 §2): 'Link to Incident' attaches the check, with the
// range on screen, as check evidence to an open incident, through the dialog catalog items and
// components use. Hidden when incidents are disabled or the user may not write incidents.
import { LinkToIncidentButton } from '../../../components/link-dialog/LinkToIncidentDialog.tsx';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';

export function CheckLinkToIncident(props: {
  check: { id: string; name: string };
  timeRange: string;
}) {
  const incidentsOn = useFeature('incidents');
  if (!incidentsOn) return null;
  const { check } = props;
  return (
    <LinkToIncidentButton
      icon="issue"
      text="Link to Incident"
      resource="incident"
      name={check.name}
      kind="Check"
      id={check.id}
      // The range on screen is the evidence's start (`now-1h`), as the web console does.
      evidence={{ start: `now-${props.timeRange}`, includeMessages: false }}
    />
  );
}
