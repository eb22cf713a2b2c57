// Seed generator, incident responders: the responder clients of the first two teams (spec 2 §3
// "Joined team … spec.responder_clients[type] with values, defaults, linkUrl") and the Jira and
// MS Planner instances their forms pick from — config items of class 'Integration' whose
// external_id names the owning team (spec 2 §5: "the instance is preselected from the team's
// config whose external_id contains the team id"). Every other team has no responder clients.
// Fixed data, no randomness: the e2e tests rely on it (see /tmp/incidents-sandbox-facts.md).
import type { SeedContext } from './context.ts';
import { addConfig } from './config-item.ts';
import { LOCAL_AGENT_ID } from './ids.ts';

export interface ResponderClient {
  /** Fixed values: shown, not editable. */
  values?: Record<string, string>;
  /** Prefilled, editable; `{{incident.<field>}}` placeholders are filled from the incident. */
  defaults?: Record<string, string>;
  /** Link to the external item; `{{external_id}}` is the responder's external id. */
  linkUrl?: string;
}

const JIRA_URL = (host: string) => `https://${host}.atlassian.example`;

/** `teams.spec.responder_clients` by team position (0: the first seeded team). */
export const RESPONDER_CLIENTS: readonly Record<string, ResponderClient>[] = [
  {
    email: {
      values: { to: 'checkout-oncall@acme.example' },
      defaults: {
        subject: 'Incident {{incident.incident_id}}: {{incident.title}}',
        body: 'Please join the investigation of {{incident.title}}.',
      },
    },
    jira: {
      defaults: { project: 'OPS', issueType: 'Incident', priority: 'High' },
      linkUrl: `${JIRA_URL('checkout')}/browse/{{external_id}}`,
    },
    ms_planner: {
      defaults: { priority: 'Important' },
      linkUrl: 'https://tasks.office.example/acme/Home/Task/{{external_id}}',
    },
    service_now: {
      values: { category: 'Incident' },
      defaults: { description: '{{incident.title}}' },
      linkUrl:
        'https://acme.service-now.example/nav_to.do?uri=incident.do?sysparm_query=number={{external_id}}',
    },
  },
  {
    jira: {
      values: { priority: 'Highest' },
      linkUrl: `${JIRA_URL('payments')}/browse/{{external_id}}`,
    },
  },
];

interface JiraProject {
  key: string;
  name: string;
  issueTypes: string[];
  priorities: string[];
}
interface PlannerPlan {
  id: string;
  name: string;
  buckets: { id: string; name: string }[];
}

const JIRA_PRIORITIES = ['Highest', 'High', 'Medium', 'Low'];

/** The integration instances: [team position, name, type, url, config]. */
const INSTANCES: readonly [
  number,
  string,
  'Jira' | 'MSPlanner',
  string,
  { projects: JiraProject[] } | { plans: PlannerPlan[]; priorities: string[] },
][] = [
  [
    0,
    'Jira',
    'Jira',
    JIRA_URL('checkout'),
    {
      projects: [
        {
          key: 'OPS',
          name: 'Operations',
          issueTypes: ['Incident', 'Bug', 'Task'],
          priorities: JIRA_PRIORITIES,
        },
        {
          key: 'CHK',
          name: 'Checkout',
          issueTypes: ['Bug', 'Story', 'Task'],
          priorities: ['High', 'Medium', 'Low'],
        },
      ],
    },
  ],
  [
    1,
    'Jira',
    'Jira',
    JIRA_URL('payments'),
    {
      projects: [
        {
          key: 'PAY',
          name: 'Payments',
          issueTypes: ['Incident', 'Bug'],
          priorities: JIRA_PRIORITIES,
        },
      ],
    },
  ],
  [
    0,
    'Planner',
    'MSPlanner',
    'https://tasks.office.example/acme',
    {
      plans: [
        {
          id: 'plan-sre',
          name: 'SRE On-call',
          buckets: [
            { id: 'bucket-triage', name: 'Triage' },
            { id: 'bucket-doing', name: 'In progress' },
            { id: 'bucket-done', name: 'Done' },
          ],
        },
        {
          id: 'plan-release',
          name: 'Release Readiness',
          buckets: [
            { id: 'bucket-blocked', name: 'Blocked' },
            { id: 'bucket-backlog', name: 'Backlog' },
          ],
        },
      ],
      priorities: ['Urgent', 'Important', 'Medium', 'Low'],
    },
  ],
];

/** Config items this adds on top of the scale's scraped ones. */
export const INTEGRATION_CONFIG_COUNT = INSTANCES.length;

/** The responder clients of the team at `position` (none past the configured ones). */
export function responderClientsFor(position: number): Record<string, ResponderClient> | null {
  return RESPONDER_CLIENTS[position] ?? null;
}

export function generateIntegrations(ctx: SeedContext): void {
  for (const [position, suffix, type, url, config] of INSTANCES) {
    const team = ctx.refs.teams[position];
    if (!team) continue;
    addConfig(ctx, {
      key: `integration:${type}:${position}`,
      type,
      configClass: 'Integration',
      name: `${team.name} ${suffix}`,
      agentId: LOCAL_AGENT_ID,
      scraperId: null,
      externalId: team.id,
      moreExternalIds: [url],
      tags: {},
      labels: { team: team.name },
      config,
      createdAt: ctx.ago(120 * 24 * 60),
      updatedAt: ctx.ago(3 * 24 * 60),
      description: `${type === 'Jira' ? 'Jira' : 'Microsoft Planner'} instance of the ${team.name} team`,
      icon: type === 'Jira' ? 'jira' : 'microsoft',
    });
  }
}
