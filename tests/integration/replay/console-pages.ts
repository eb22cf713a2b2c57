// What the real web console (flanksource-ui 1.4.308) asks the backend for, page by page, as
// measured in ../shared/reference/upstream-console-calls.md and read from the console's own
// src/api/services/*.ts and page components: paths, methods, query strings and bodies as it sends
// them. `{name}` placeholders are ids taken from the Sandbox being replayed (ReplayIds).
// Paths are under /api. console-replay.test.ts sends every request and checks status and shape.
import { z } from 'zod';
import {
  viewDefinitionSchema,
  viewMetadataSchema,
  viewResultSchema,
  viewRowSchema,
  viewSummarySchema,
} from '../../../renderer/src/api/services/views.types.ts';
import * as s from './schemas.ts';

/** Ids and times read from the Sandbox before the replay (resolveIds, replay-sandbox.ts). */
export interface ReplayIds {
  adminId: string;
  checkId: string;
  canaryId: string;
  configId: string;
  incidentId: string;
  /** The playbook the seeded MCP rules name (restart-deployment). */
  playbookId: string;
  /** ISO time an hour ago: the check history's default range. */
  hourAgo: string;
  /** The cluster overview view (variables, a table) and the fingerprint of its default run. */
  clusterViewId: string;
  clusterFp: string;
  /** A Kubernetes deployment, the view shown as its tab, and the tab's plugin variables. */
  deploymentId: string;
  deploymentViewId: string;
  tabCluster: string;
  tabNamespace: string;
  tabDeployment: string;
}

export interface ReplayRequest {
  /** What the page uses the answer for. */
  what: string;
  method: 'GET' | 'POST';
  /** Under /api, verbatim as the console builds it, `{id}` placeholders from ReplayIds. */
  path: string;
  body?: unknown;
  /** The Prefer header when the console sets one beyond its default `return=representation`. */
  prefer?: string;
  schema: z.ZodType;
  /**
   * The seed has data here, so an empty answer would leave the console's page empty: `true` for
   * a row array, or the key of the list inside an object answer.
   */
  nonEmpty?: true | string;
}

export interface ReplayPage {
  /** The console route. */
  page: string;
  requests: ReplayRequest[];
}

const AVATAR = 'id,name,avatar,email';

// Requests the console repeats on every page.
const scopes: ReplayRequest = {
  what: 'scope picker and impersonation (tolerated when empty)',
  method: 'GET',
  path: `/db/scopes?select=*,created_by(${AVATAR})&deleted_at=is.null`,
  schema: s.rowsOf(s.scope),
};
const touchpoint = (key: string): ReplayRequest => ({
  what: `records the getting-started touchpoint ${key}`,
  method: 'POST',
  path: '/db/person_analytics',
  body: { person_id: '{adminId}', key },
  prefer: 'return=minimal',
  schema: s.minimal,
});
/** Schema resource settings pages (schemaResources.ts getAll): `<table>_with_status` lists. */
const resourceList = (table: string, what: string): ReplayRequest => ({
  what,
  method: 'GET',
  path: `/db/${table}?select=*%2Ccreated_by%28${encodeURIComponent(AVATAR)}%29&order=created_at.desc&deleted_at=is.null&limit=100`,
  schema: s.rowsOf(s.named),
  nonEmpty: true,
});

export const consolePages: ReplayPage[] = [
  {
    page: '/health (first load, incl. bootstrap)',
    requests: [
      {
        what: 'signed-in user, roles and permissions',
        method: 'GET',
        path: '/auth/whoami',
        schema: s.whoami,
      },
      {
        what: 'feature flags that drive the sidebar',
        method: 'GET',
        path: `/db/properties?select=*,created_by(${AVATAR})`,
        schema: s.rowsOf(s.property),
      },
      scopes,
      {
        what: 'custom views in the sidebar',
        method: 'GET',
        path: '/db/views_summary?sidebar=eq.true&select=id,name,namespace,title,icon,ordinal&order=ordinal.asc,title.asc',
        schema: s.rowsOf(s.viewSummary),
      },
      {
        what: 'getting-started checklist: touchpoints already done',
        method: 'GET',
        path: '/db/person_analytics?person_id=eq.{adminId}&select=key',
        schema: s.rowsOf(s.touchpoint),
      },
      {
        what: 'the check list (Canary component fetches it directly)',
        method: 'GET',
        path: '/canary/api/summary',
        schema: s.canarySummary,
        nonEmpty: 'checks_summary',
      },
      touchpoint('health.view'),
    ],
  },
  {
    page: '/health?checkId=…',
    requests: [
      {
        what: 'check detail with canary, agent, components and configs',
        method: 'GET',
        path: '/db/checks?id=eq.{checkId}&select=*,canaries!checks_canary_id_fkey(id,name,source),agents!checks_agent_id_fkey(id, name),components:check_component_relationships(components(id,name,icon)),configs:check_config_relationships(configs(id,name,type))',
        schema: s.rowsOf(s.checkDetailSchema),
        nonEmpty: true,
      },
      {
        what: 'check header (name, icon, status)',
        method: 'GET',
        path: '/db/checks?id=eq.{checkId}&select=id,name,icon,status,type',
        schema: s.rowsOf(s.named),
        nonEmpty: true,
      },
      {
        what: 'status history table (paged, counted)',
        method: 'GET',
        path: '/db/check_statuses?check_id=eq.{checkId}&time=gt.{hourAgo}&order=time.desc&limit=50&offset=0',
        prefer: 'count=exact',
        schema: s.rowsOf(s.checkStatusSchema),
      },
      {
        what: 'uptime/latency graph',
        method: 'GET',
        path: '/canary/api/graph?check={checkId}&count=300&start=1h',
        schema: s.graphResponseSchema,
      },
      {
        what: 'the canary spec tab',
        method: 'GET',
        path: '/db/canaries?id=eq.{canaryId}&select=id,source,spec,name,namespace',
        schema: s.rowsOf(s.canarySpecSchema),
        nonEmpty: true,
      },
      scopes,
      touchpoint('health.view'),
      touchpoint('health.open-check'),
    ],
  },
  {
    page: '/catalog',
    requests: [
      {
        what: 'catalog list: configs grouped by type with health, changes and insights counts',
        method: 'POST',
        path: '/catalog/summary',
        body: {
          groupBy: ['type'],
          deleted: false,
          changes: { since: '30d' },
          analysis: { since: '30d' },
        },
        schema: s.configSummary,
        nonEmpty: true,
      },
      {
        what: 'type filter options',
        method: 'GET',
        path: '/db/config_types',
        schema: s.rowsOf(s.configType),
        nonEmpty: true,
      },
      {
        what: 'status filter options',
        method: 'GET',
        path: '/db/config_statuses',
        schema: s.rowsOf(s.configStatus),
      },
      {
        what: 'label filter options',
        method: 'GET',
        path: '/db/config_labels',
        schema: s.rowsOf(s.keyValue),
      },
      {
        what: 'group-by options (tag and label keys)',
        method: 'GET',
        path: '/db/config_tags_labels_keys',
        schema: s.rowsOf(s.tagKey),
      },
      scopes,
      touchpoint('catalog.view'),
    ],
  },
  {
    page: '/catalog/<config id>',
    requests: [
      {
        what: 'the config itself (header, spec, health)',
        method: 'GET',
        path: '/db/config_detail?id=eq.{configId}&select=*',
        schema: s.rowsOf(s.configDetail),
        nonEmpty: true,
      },
      {
        what: 'custom view tabs of this config',
        method: 'GET',
        path: '/view/list?config_id={configId}',
        schema: s.rowsOf(s.viewListItem),
      },
      {
        what: 'plugin tabs of this config',
        method: 'GET',
        path: '/plugins?config_id={configId}',
        schema: s.rowsOf(s.pluginListing),
      },
      {
        what: 'Access tab: who holds which role',
        method: 'GET',
        path: '/db/config_access_summary?select=config_id%2Cconfig_name%2Cconfig_type%2Cexternal_user_id%2Cuser%2Cemail%2Crole%2Cuser_type%2Cexternal_group_id%2Clast_signed_in_at%2Clast_reviewed_at%2Ccreated_at&config_id=eq.{configId}&order=user.asc',
        prefer: 'count=exact',
        schema: s.rowsOf(s.configAccessSummary),
      },
      {
        what: 'Access tab: sign-in log with the external user',
        method: 'GET',
        path: '/db/config_access_logs?config_id=eq.{configId}&select=*,external_users(name,user_email:email)&order=created_at.desc',
        prefer: 'count=exact',
        schema: s.rowsOf(s.configAccessLog),
      },
      scopes,
      touchpoint('catalog.view-item'),
    ],
  },
  {
    page: '/catalog/changes',
    requests: [
      {
        what: 'changes table: search of the last 2 days, newest first',
        method: 'POST',
        path: '/catalog/changes',
        body: {
          from: 'now-2d',
          page_size: 50,
          sort_by: '-created_at',
          recursive: 'none',
          include_deleted_configs: false,
        },
        schema: s.catalogChangesResponseSchema,
        nonEmpty: 'changes',
      },
      {
        what: 'change type filter options',
        method: 'GET',
        path: '/db/change_types?change_type=not.eq.',
        schema: s.rowsOf(s.changeType),
      },
      scopes,
    ],
  },
  {
    page: '/catalog/insights',
    requests: [
      {
        what: 'insights table (paged, counted)',
        method: 'GET',
        path: '/db/config_analysis_items?select=id,analysis_type,analyzer,summary,severity,status,source,first_observed,last_observed,config_name,config:configs(id,name,config_class,type)&limit=50&offset=0&order=first_observed.desc',
        prefer: 'count=exact',
        schema: s.rowsOf(s.insightRow),
        nonEmpty: true,
      },
      {
        what: 'all filter options in one round trip',
        method: 'GET',
        path: '/db/rpc/config_analysis_filter_options?',
        schema: s.insightFilterOptions,
      },
      scopes,
    ],
  },
  {
    // The global catalog access page (spec 5-access §2.7, §7): the grouped tabs Catalogs, Users
    // and Groups, flat mode with its filter options, and the Users tab's duplicate search.
    page: '/catalog/access',
    requests: [
      {
        what: 'Catalogs tab: grants grouped by config, most first',
        method: 'GET',
        path: '/db/config_access_summary_by_config?select=config_id,config_name,config_type,access_count,distinct_users,distinct_roles,last_signed_in_at,latest_grant&limit=50&offset=0&order=access_count.desc',
        prefer: 'count=exact',
        schema: s.rowsOf(s.configAccessByConfig),
        nonEmpty: true,
      },
      {
        what: 'Users tab: grants grouped by external user',
        method: 'GET',
        path: '/db/config_access_summary_by_user?select=external_user_id,user,email,access_count,distinct_roles,distinct_configs,last_signed_in_at,latest_grant,config_types&limit=50&offset=0&order=access_count.desc',
        prefer: 'count=exact',
        schema: s.rowsOf(s.configAccessByUser),
        nonEmpty: true,
      },
      {
        what: 'Groups tab: grants grouped by external group',
        method: 'GET',
        path: '/db/config_access_summary_by_group?select=external_group_id,group,access_count,distinct_users,distinct_roles,distinct_configs,last_signed_in_at,latest_grant,config_types&limit=50&offset=0&order=access_count.desc',
        prefer: 'count=exact',
        schema: s.rowsOf(s.configAccessByGroup),
        nonEmpty: true,
      },
      {
        what: 'flat mode: one catalog drilled down, newest grant first',
        method: 'GET',
        path: '/db/config_access_summary?select=config_id%2Cconfig_name%2Cconfig_type%2Cexternal_user_id%2Cuser%2Cemail%2Crole%2Cuser_type%2Cexternal_group_id%2Clast_signed_in_at%2Clast_reviewed_at%2Ccreated_at&config_id.filter={configId}&limit=50&offset=0&order=created_at.desc',
        prefer: 'count=exact',
        schema: s.rowsOf(s.configAccessSummary),
        nonEmpty: true,
      },
      {
        what: 'flat mode filter options for that catalog',
        method: 'GET',
        path: '/db/rpc/config_access_filter_options?p_config_id={configId}',
        schema: s.configAccessFilterOptions,
        nonEmpty: 'users',
      },
      {
        what: 'Merge dialog: duplicate user search, 20 at most',
        method: 'GET',
        path: '/db/external_users?select=id,name,email,aliases,user_type&deleted_at=is.null&user_type=neq.group&order=name.asc.nullslast,email.asc.nullslast&limit=20&or=(name.ilike.*gh-*,email.ilike.*gh-*)',
        schema: s.rowsOf(s.externalUser),
        nonEmpty: true,
      },
      scopes,
    ],
  },
  {
    page: '/topology',
    requests: [
      {
        what: 'the topology tree, unhealthy first',
        method: 'GET',
        path: '/canary/api/topology?sortBy=status&sortOrder=desc',
        schema: s.topology,
        nonEmpty: 'components',
      },
      {
        what: 'label filter options',
        method: 'GET',
        path: '/db/component_labels',
        schema: s.anyRows,
      },
      scopes,
    ],
  },
  {
    page: '/incidents',
    requests: [
      {
        what: 'incident list, open ones (default status filter)',
        method: 'GET',
        path: '/db/incident_summary?&order=created_at.desc&status=eq.open',
        schema: s.rowsOf(s.incidentSummarySchema),
      },
      scopes,
    ],
  },
  {
    page: '/incidents/<id>',
    requests: [
      {
        what: 'the incident with hypotheses, evidence, comments, commander and responders',
        method: 'GET',
        path: `/db/incidents?id=eq.{incidentId}&select=*,hypotheses(*,created_by(${AVATAR}),evidences(*,created_by(${AVATAR})),comments(created_at,comment,external_created_by,responder_id(team_id(*)),created_by(id,${AVATAR}),id)),commander:commander_id(${AVATAR}),communicator_id(${AVATAR}),responders(created_by(${AVATAR}))`,
        schema: s.rowsOf(s.incidentDetail),
        nonEmpty: true,
      },
      {
        // Verbatim, with its one `)` too many: PostgREST's select parser stops there (issue 32, 20).
        what: 'the changelog (services/IncidentsHistory.ts)',
        method: 'GET',
        path: `/db/incident_histories?incident_id=eq.{incidentId}&select=*,evidence:evidences(id,description,type,components(id,name,icon),configs(id,name),config_changes(id,change_type),config_analysis(id,analyzer,message,analysis),checks(id,icon,name)),hypothesis:hypotheses(id,title),responder:responders(id,person:person_id(id,name,avatar),team:team_id(id,name,icon)),comment:comments(id,comment),created_by(id,name,avatar))&order=created_at.desc`,
        schema: s.rowsOf(s.incidentHistory),
        nonEmpty: true,
      },
      {
        what: 'a health check attached as evidence (topology.ts getCanaries)',
        method: 'GET',
        path: '/canary/api?check={checkId}',
        schema: s.canaryChecks,
        nonEmpty: 'checks',
      },
      scopes,
    ],
  },
  {
    page: '/playbooks',
    requests: [
      {
        what: 'playbook cards',
        method: 'GET',
        path: `/db/playbooks?select=*,created_by(${AVATAR})&deleted_at=is.null&order=created_at.desc`,
        schema: s.rowsOf(s.playbook),
        nonEmpty: true,
      },
      scopes,
      touchpoint('playbooks.view'),
    ],
  },
  {
    page: '/playbooks/runs',
    requests: [
      {
        what: 'run list (top-level runs, paged, counted)',
        method: 'GET',
        path: '/db/playbook_runs?parent_id=is.null&limit=50&offset=0&order=created_at.desc&select=*%2Ccreated_by%28id%2Cname%2Cavatar%29%2Cplaybooks%28id%2Cname%2Ctitle%2Cspec%2Cicon%29%2Ccomponent%3Acomponents%28id%2Cname%2Cicon%29%2Ccheck%3Achecks%28id%2Cname%2Cicon%29%2Cconfig%3Aconfig_items%28id%2Cname%2Ctype%2Cconfig_class%29',
        prefer: 'count=exact',
        schema: s.rowsOf(s.playbookRunSchema),
        nonEmpty: true,
      },
      {
        what: 'playbooks that can run on the config (run dialog)',
        method: 'GET',
        path: '/playbook/list?config_id={configId}',
        schema: s.rowsOf(s.runnablePlaybookSchema).nullable(),
      },
      scopes,
    ],
  },
  {
    page: '/notifications',
    requests: [
      {
        what: 'send history grouped by resource (first page)',
        method: 'POST',
        path: '/notification/summary',
        body: { pageIndex: 0, pageSize: 50 },
        schema: s.notificationSummary,
        nonEmpty: 'results',
      },
      {
        what: 'resource type filter options',
        method: 'GET',
        path: '/db/notification_send_history_resource_types?select=resource_type',
        schema: s.rowsOf(s.resourceType),
      },
      {
        what: 'resource tag filter options',
        method: 'GET',
        path: '/db/notification_send_history_resource_tags?select=key,value',
        schema: s.rowsOf(s.keyValue),
      },
      scopes,
    ],
  },
  {
    page: '/notifications/rules (a tab of /notifications; not in the reference table)',
    requests: [
      {
        what: 'notification rules with person, team and creator',
        method: 'GET',
        path: `/db/notifications_summary?select=*,person:person_id(${AVATAR}),team:team_id(id,name,icon),created_by(${AVATAR})&order=created_at.desc&limit=50&offset=0`,
        prefer: 'count=exact',
        schema: s.anyRows,
      },
      scopes,
    ],
  },
  {
    page: '/notifications/silences',
    requests: [
      {
        what: 'silences with the check, config and component they cover',
        method: 'GET',
        path: `/db/notification_silences?select=*,checks:check_id(id,name,type,status),catalog:config_id(id,name,type,config_class),component:component_id(id,name,icon),createdBy:created_by(${AVATAR})&order=created_at.desc&limit=50&offset=0&deleted_at=is.null&`,
        prefer: 'count=exact',
        schema: s.rowsOf(s.silence),
      },
      scopes,
    ],
  },
  {
    page: '/settings/connections',
    requests: [resourceList('connections', 'connection list'), scopes],
  },
  {
    page: '/settings/jobs',
    requests: [
      {
        what: 'job history grouped by job name',
        method: 'GET',
        path: '/db/job_history_summary?select=*&limit=50&offset=0&order=last_run_at.desc',
        prefer: 'count=exact',
        schema: s.rowsOf(s.jobHistorySummary),
        nonEmpty: true,
      },
      scopes,
    ],
  },
  {
    page: '/settings/feature-flags',
    requests: [
      {
        what: 'feature flag table',
        method: 'GET',
        path: `/db/properties?select=*,created_by(${AVATAR})`,
        schema: s.rowsOf(s.property),
      },
      scopes,
    ],
  },
  {
    page: '/settings/event-queue-status',
    requests: [
      {
        what: 'event queue: one row per event name',
        method: 'GET',
        path: '/db/event_queue_summary?order=last_failure.desc',
        schema: s.eventQueueSummary,
      },
      scopes,
    ],
  },
  {
    page: '/settings/canaries',
    requests: [resourceList('canaries_with_status', 'canary list with job status'), scopes],
  },
  {
    page: '/catalog/scrapers (was /settings/config_scrapers)',
    requests: [resourceList('config_scrapers_with_status', 'scraper list with job status'), scopes],
  },
  {
    page: '/settings/teams',
    requests: [resourceList('teams_with_status', 'team list'), scopes],
  },
  {
    page: '/settings/users',
    requests: [
      {
        what: 'registered users (Kratos identities), then joined with people',
        method: 'GET',
        path: '/db/identities',
        schema: s.rowsOf(s.identity),
        nonEmpty: true,
      },
      scopes,
    ],
  },
  {
    page: '/settings/artifacts',
    requests: [
      {
        what: 'the summary cards (services/artifacts.ts fetchArtifactSummary)',
        method: 'GET',
        path: '/db/artifact_summary?select=*',
        schema: s.rowsOf(s.artifactSummary),
        nonEmpty: true,
      },
      {
        what: 'the artifact list (paged, counted)',
        method: 'GET',
        path: '/db/artifacts?select=*%2Cplaybook_run_action%3Aplaybook_run_actions%28id%2Cname%2Cplaybook_run_id%29%2Cconfig_change%3Aconfig_changes%28id%2Cconfig_id%2Cchange_type%29&limit=50&offset=0&order=created_at.desc',
        prefer: 'count=exact',
        schema: s.rowsOf(s.artifact),
        nonEmpty: true,
      },
      scopes,
    ],
  },
  {
    page: '/settings/agents (was /agents)',
    requests: [
      {
        what: 'agent list (paged, counted; the console repeats the order parameter)',
        method: 'GET',
        path: `/db/agents_summary?select=*,created_by(${AVATAR})&order=created_at.desc&&limit=50&offset=0&order=created_at.desc`,
        prefer: 'count=exact',
        schema: s.rowsOf(s.agentSummarySchema),
      },
      scopes,
    ],
  },
  {
    page: '/ (landing: the dashboard view)',
    requests: [
      {
        what: 'the dashboard view with its sections, in one call',
        method: 'GET',
        path: '/dashboard',
        schema: viewMetadataSchema,
        nonEmpty: 'panels',
      },
      {
        what: 'custom views in the sidebar',
        method: 'GET',
        path: '/db/views_summary?sidebar=eq.true&select=id,name,namespace,title,icon,ordinal&order=ordinal.asc,title.asc',
        schema: s.rowsOf(viewSummarySchema),
        nonEmpty: true,
      },
      scopes,
    ],
  },
  {
    page: '/views/<cluster overview id>',
    requests: [
      {
        what: 'metadata: panels, columns, variables with their options',
        method: 'GET',
        path: '/view/metadata/{clusterViewId}',
        schema: viewMetadataSchema,
        nonEmpty: 'variables',
      },
      {
        what: 'the view run with the variables chosen in the bar ("All" for the cluster)',
        method: 'POST',
        path: '/view/{clusterViewId}',
        body: { variables: { cluster: '*' } },
        schema: viewResultSchema,
        nonEmpty: 'columns',
      },
      {
        what: "the table's first page, newest first, counted",
        method: 'GET',
        path: '/db/view_mc_cluster_overview?select=*&limit=50&offset=0&order=updated.desc.nullslast&request_fingerprint=eq.{clusterFp}',
        prefer: 'count=exact',
        schema: s.rowsOf(viewRowSchema),
        nonEmpty: true,
      },
      {
        what: 'a multiselect column filter (include one type, exclude another)',
        method: 'GET',
        path: '/db/view_mc_cluster_overview?select=*&limit=50&offset=0&type.filter=Kubernetes::Deployment,!Kubernetes::Pod&request_fingerprint=eq.{clusterFp}',
        prefer: 'count=exact',
        schema: s.rowsOf(viewRowSchema),
      },
    ],
  },
  {
    page: '/view/mc/cluster-overview (by namespace and name)',
    requests: [
      {
        what: 'the id of the view named in the URL',
        method: 'GET',
        path: '/db/views_summary?namespace=eq.mc&name=eq.cluster-overview&select=id',
        schema: s.rowsOf(viewSummarySchema),
        nonEmpty: true,
      },
      {
        what: 'a section view fetched on its own with the current variables',
        method: 'POST',
        path: '/view/mc/failing-checks',
        body: { variables: {} },
        schema: viewResultSchema,
      },
    ],
  },
  {
    page: '/catalog/<deployment id>/view/<view id> (a view tab)',
    requests: [
      {
        what: 'the view tabs of this deployment',
        method: 'GET',
        path: '/view/list?config_id={deploymentId}',
        schema: s.rowsOf(s.viewListItem),
        nonEmpty: true,
      },
      {
        what: "the tab's variables, rendered from the deployment",
        method: 'GET',
        path: '/view/display-plugin-variables/{deploymentViewId}?config_id={deploymentId}',
        schema: z.record(z.string(), z.string()),
      },
      {
        what: 'the view run with those variables',
        method: 'POST',
        path: '/view/{deploymentViewId}',
        body: {
          variables: {
            cluster: '{tabCluster}',
            namespace: '{tabNamespace}',
            deployment: '{tabDeployment}',
          },
        },
        schema: viewResultSchema,
      },
    ],
  },
  {
    page: '/settings/views',
    requests: [
      {
        what: 'view definitions, newest first, paged and counted',
        method: 'GET',
        path: '/db/views?select=*&deleted_at=is.null&limit=50&offset=0&order=created_at.desc',
        prefer: 'count=exact',
        schema: s.rowsOf(viewDefinitionSchema),
        nonEmpty: true,
      },
      scopes,
    ],
  },
  // Not measured against the Sandbox: the calls of spec 5-access §7 for these pages.
  { page: '/settings/scopes', requests: [{ ...scopes, nonEmpty: true }] },
  {
    page: '/settings/permissions',
    requests: [
      {
        what: 'permissions, newest change first, paged and counted',
        method: 'GET',
        path: `/db/permissions_summary?select=*,created_by(${AVATAR})&deleted_at=is.null&limit=50&offset=0&order=updated_at.desc`,
        prefer: 'count=exact',
        schema: s.rowsOf(s.permission),
        nonEmpty: true,
      },
      {
        what: "a playbook's inbound rules (its permissions dialog)",
        method: 'GET',
        path: `/db/rpc/permissions_for_obj_selector?p_field=playbooks&p_name=scale-deployment&p_namespace=mission-control&select=*,created_by(${AVATAR})&limit=50&offset=0`,
        schema: s.rowsOf(s.permission),
        nonEmpty: true,
      },
    ],
  },
  {
    page: '/settings/permissions/subjects',
    requests: [
      {
        what: 'the subjects list',
        method: 'GET',
        path: '/db/permission_subjects?select=id,name,type,owner,icon&order=name.asc&limit=5000',
        schema: s.rowsOf(s.permissionSubject),
        nonEmpty: true,
      },
      {
        what: "the selected subject's settings-managed rules",
        method: 'GET',
        path: '/db/permissions_summary?subject=eq.editor&source=eq.interactive_settings&deleted_at=is.null&limit=5000',
        schema: s.rowsOf(s.permission),
        nonEmpty: true,
      },
      {
        what: 'the plugin registry: one subject and one accordion per plugin',
        method: 'GET',
        path: '/plugins',
        schema: z.array(
          z.object({
            name: z.string(),
            operations: z.array(z.object({ name: z.string() })).optional(),
          }),
        ),
        nonEmpty: true,
      },
      {
        what: 'effective access of the matrix, one search per action',
        method: 'POST',
        path: '/rbac/subject-access-search',
        body: { subject: 'editor', action: 'playbook:run', resource_types: ['playbook'] },
        schema: z.object({
          subject: z.string(),
          action: z.string(),
          resource_types: z.array(z.string()),
          total: z.number(),
          results: z.array(z.object({ resource_type: z.string(), id: z.string() })),
        }),
        nonEmpty: 'results',
      },
      {
        what: "a plugin operation's effective access and the Check Access form",
        method: 'POST',
        path: '/rbac/subject-access-reviews',
        body: { resource: { global: 'mcp' }, action: 'mcp:use', subjects: ['editor'] },
        schema: z.object({
          action: z.string(),
          results: z.array(z.object({ subject: z.string(), allowed: z.boolean() })),
        }),
        nonEmpty: 'results',
      },
    ],
  },
  // Issue 35, access tokens (spec 5-access §2.6, §7): the list, then a Read token created as the
  // console sends it (`autoRenew`, which the server ignores: it reads `auto_renew`).
  {
    page: '/settings/tokens',
    requests: [
      {
        what: 'every access token',
        method: 'GET',
        path: '/auth/tokens',
        schema: z.looseObject({
          payload: z.array(z.looseObject({ id: z.string(), name: z.string() })).nullable(),
        }),
      },
      {
        what: "'Create Token' with the Read preset",
        method: 'POST',
        path: '/auth/create_token',
        body: {
          name: 'replay-read',
          expiry: '90d',
          autoRenew: false,
          scope: [
            { subject: '', object: 'mcp', action: '*' },
            ...['canaries', 'catalog', 'application', 'playbooks', 'notification'].map(
              (object) => ({ subject: '', object, action: 'read' }),
            ),
          ],
        },
        schema: z.looseObject({ payload: z.looseObject({ token: z.string() }) }),
      },
    ],
  },
  // Issue 35, MCP settings (spec 5-access §2.8, §7): the settings-managed `mcp:use` and `mcp:run`
  // rules, the playbooks and views they can name, and each subject's effective answer.
  {
    page: '/settings/mcp/overview',
    requests: [
      {
        what: 'the subjects, by type',
        method: 'GET',
        path: '/db/permission_subjects?select=id,name,type,owner,icon&order=name.asc&limit=5000',
        schema: s.rowsOf(s.permissionSubject),
        nonEmpty: true,
      },
      {
        what: "each subject's mcp:use switch",
        method: 'GET',
        path: '/db/permissions_summary?action=eq.mcp:use&object=eq.mcp&source=eq.interactive_settings&deleted_at=is.null&limit=5000',
        schema: s.rowsOf(s.permission),
        nonEmpty: true,
      },
      {
        what: "'MCP access tokens'",
        method: 'GET',
        path: '/auth/tokens',
        schema: z.looseObject({
          payload: z.array(z.looseObject({ id: z.string(), name: z.string() })).nullable(),
        }),
      },
    ],
  },
  {
    page: '/settings/mcp/playbooks (and /settings/mcp/views)',
    requests: [
      {
        what: 'the playbooks, grouped by category',
        method: 'GET',
        path: '/db/playbook_names?select=id,name,namespace,title,icon,category&order=name.asc&limit=2000',
        schema: s.rowsOf(z.looseObject({ id: z.string(), name: z.string() })),
        nonEmpty: true,
      },
      {
        what: 'the views',
        method: 'GET',
        path: '/db/views?select=id,name,namespace&deleted_at=is.null&order=name.asc&limit=2000',
        schema: s.rowsOf(z.looseObject({ id: z.string(), name: z.string() })),
        nonEmpty: true,
      },
      {
        what: "the mcp:run rules: 'Global permission' and each subject's switch",
        method: 'GET',
        path: '/db/permissions_summary?action=eq.mcp:run&source=eq.interactive_settings&deleted_at=is.null&limit=5000',
        schema: s.rowsOf(s.permission),
        nonEmpty: true,
      },
      {
        what: "'Effective access' of every subject on the selected playbook",
        method: 'POST',
        path: '/rbac/subject-access-reviews',
        body: {
          resource: { playbook: '{playbookId}' },
          action: 'mcp:run',
          subjects: ['everyone', 'editor'],
        },
        schema: z.object({
          action: z.string(),
          results: z.array(z.object({ subject: z.string(), allowed: z.boolean() })),
        }),
        nonEmpty: 'results',
      },
    ],
  },
];
