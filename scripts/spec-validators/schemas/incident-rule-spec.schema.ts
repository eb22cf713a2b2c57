// The spec of an incident rule (Mission Control's IncidentRule, `incident_rules.spec`): which
// health changes open an incident (filter, components, hours of operation), the incident's
// template, and its responders. Field names, types and required fields follow the CRD.
import {
  bool,
  int,
  listOf,
  mapping,
  object,
  specSchema,
  str,
  strList,
  strs,
} from './schema-parts.ts';

export const incidentRuleSpecSchema = specSchema('Incident rule spec', {
  name: str,
  priority: int,
  breakOnMatch: bool,
  autoAssignOwner: bool,
  autoClose: object({ timeout: str }),
  autoResolve: object({ timeout: str }),
  filter: object({ age: int, category: strList, severity: strList, status: strList }),
  components: listOf(mapping),
  hoursOfOperation: listOf(
    object({ start: str, end: str, negate: bool }, ['start', 'end', 'negate']),
  ),
  template: object({
    ...strs('title', 'description', 'type', 'severity', 'status', 'commander_id'),
    ...strs('communicator_id', 'created_by'),
  }),
  responders: object({
    email: listOf(object({ to: str, subject: str, body: str })),
    jira: listOf(
      object(
        {
          ...strs('project', 'summary', 'issueType', 'priority', 'assignee', 'description'),
        },
        ['summary'],
      ),
    ),
    slack: listOf(
      object({ channel: str, title: str, text: str, icon: str, emoji: str }, ['channel']),
    ),
    github: listOf(object({ repository: str, title: str, body: str, labels: strList })),
    aws: listOf(mapping),
    ams: listOf(mapping),
    gcp: listOf(mapping),
    servicenow: listOf(mapping),
    teams: listOf(mapping),
    teamsUser: listOf(mapping),
  }),
});
