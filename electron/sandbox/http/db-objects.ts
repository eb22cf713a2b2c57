// The /db table → RBAC object map (reference §3.1, after flanksource/duty rbac/objects.go). A name
// that is not here is not reachable through /db at all (404, empty body), even if it exists in
// Postgres — which is also what keeps the sandbox-private tables private.

const objects: Record<string, string[]> = {
  'database.public': [
    'analysis_types',
    'analyzer_types',
    'change_types',
    'check_labels',
    'check_names',
    'checks_labels_keys',
    'component_labels',
    'component_labels_keys',
    'component_names',
    'component_types',
    'config_classes',
    'config_labels',
    'config_names',
    'config_statuses',
    'config_tags',
    'config_tags_labels_keys',
    'config_types',
    'playbook_names',
    'saved_query',
    'severities',
    'short_urls',
    'team_components',
    'team_members',
    'teams',
    'teams_with_status',
    'rpc/uuid_to_ulid',
  ],
  canaries: [
    'canaries',
    'canaries_with_status',
    'checks',
    'checks_unlogged',
    'check_statuses',
    'check_statuses_5m',
    'check_statuses_1h',
    'check_statuses_1d',
    'check_status_summary_hour',
    'check_summary',
    'check_summary_by_component',
    'checks_by_component',
    'checks_by_config',
    'checks_status_artifacts',
    'check_component_relationships',
    'check_config_relationships',
    'rpc/check_summary_for_component',
    'rpc/soft_delete_canary',
    'rpc/soft_delete_check',
  ],
  catalog: [
    'config_items',
    'configs',
    'config_detail',
    'config_changes',
    'catalog_changes',
    'config_changes_by_types',
    'config_changes_items',
    'config_analysis',
    'config_analysis_items',
    'config_analysis_analyzers',
    'config_analysis_by_severity',
    'analysis_by_component',
    'analysis_by_config',
    'analysis_summary_by_component',
    'changes_by_component',
    'check_summary_by_config',
    'check_summary_for_config',
    'config_relationships',
    'config_component_relationships',
    'config_summary',
    'config_class_summary',
    'config_costs',
    'config_cost_compact',
    'config_locations',
    'config_items_last_scraped_time',
    'config_items_aws',
    'scrape_plugins',
    'plugins',
    'access_reviews',
    // The Users tab's writes (spec 5-access §6): POST = create on catalog.
    'rpc/add_external_user_alias',
    'rpc/merge_external_users',
    'rpc/related_configs_recursive',
    'rpc/related_configs',
    'rpc/related_config_ids',
    'rpc/related_config_ids_recursive',
    'rpc/related_changes_recursive',
    'rpc/config_relationships_recursive',
    'rpc/get_recursive_path',
    'rpc/config_analysis_filter_options',
    'rpc/get_parents_by_location',
    'rpc/get_children_by_location',
    'rpc/get_parents_id_by_location',
    'rpc/get_children_id_by_location',
  ],
  'database.config_scrapers': ['config_scrapers', 'logging_backends'],
  topology: [
    'components',
    'component_names_all',
    'component_relationships',
    'components_with_logs',
    'topologies',
    'topologies_with_status',
    'topology',
    'rpc/lookup_configs_by_component',
    'rpc/lookup_changes_by_component',
    'rpc/lookup_analysis_by_component',
  ],
  incident: [
    'incidents',
    'incident_summary',
    'incident_summary_by_component',
    'incidents_by_component',
    'incidents_by_config',
    'incident_histories',
    'incident_relationships',
    'incident_rules',
    'hypotheses',
    'evidences',
    'comments',
    'comment_responders',
    'responders',
  ],
  playbooks: [
    'playbooks',
    'playbook_runs',
    'playbook_run_actions',
    'playbook_approvals',
    'playbook_action_agent_data',
    'rpc/get_playbook_run_actions',
  ],
  notification: [
    'notifications',
    'notification_silences',
    'notification_groups',
    'notification_group_resources',
  ],
  'database.monitor': [
    'job_history',
    'job_histories',
    'job_history_latest_status',
    'job_history_names',
    'job_history_summary',
    'event_queue_summary',
    'failed_events',
    'push_queue_summary',
    'integrations',
    'integrations_with_status',
    'config_scrapers_with_status',
    'notifications_summary',
    'notification_send_history',
    'notification_send_history_summary',
    'notification_send_history_resources',
    'notification_send_history_resource_tags',
    'notification_send_history_resource_types',
    'rpc/notification_send_history_of_resource',
  ],
  'database.system': ['properties', 'event_queue', 'migration_logs', 'external_user_aliases'],
  // The catalog access summaries and their filter options (spec 5-access §6).
  application: [
    'config_access_summary',
    'config_access_summary_by_user',
    'config_access_summary_by_group',
    'config_access_summary_by_config',
    'rpc/config_access_filter_options',
  ],
  people: ['people', 'person_analytics'],
  connection: ['connections', 'connections_list'],
  'connection-detail': ['connection_details'],
  'database.kratos': ['access_token', 'access_tokens', 'sessions', 'identity_credentials'],
  agents: ['agents', 'agents_summary'],
  // The role table's rbac and identities (spec 1 §6): who has which role, and the users. Upstream
  // guards the permission and scope names with `database.system` (admin only); here `rbac`, which
  // only admin writes and an editor reads, as the app's role table says (docs/sandbox-access.md).
  rbac: [
    'casbin_rule',
    'permissions',
    'permission_groups',
    'permission_subjects',
    'permissions_summary',
    'permissions_group_summary',
    'scopes',
    'rpc/permissions_for_obj_selector',
  ],
  identities: ['identities', 'people_roles', 'invites'],
  artifact: ['artifacts', 'artifact_summary'],
  views: ['views', 'view_panels', 'views_summary'],
};

const exact = new Map<string, string>();
for (const [object, names] of Object.entries(objects))
  for (const name of names) exact.set(name, object);

const patterns: [RegExp, string][] = [
  [/^view_/, 'views'],
  [/^config_access/, 'catalog'],
  [/^external_/, 'catalog'],
  [/^rpc\/lookup_config_/, 'catalog'],
  [/^rpc\/lookup_component_/, 'topology'],
  [/^(selfservice_|courier_|oidc_)/, 'database.kratos'],
];

/** The RBAC object guarding `/db/<name>` (name may be `rpc/<fn>`), or null when not exposed. */
export function dbObjectFor(name: string): string | null {
  const hit = exact.get(name);
  if (hit) return hit;
  for (const [re, object] of patterns) if (re.test(name)) return object;
  return null;
}

/** HTTP method → RBAC action on /db (PUT is deliberately unmapped, as upstream). */
export function dbActionFor(method: string): string | null {
  switch (method.toUpperCase()) {
    case 'GET':
    case 'HEAD':
      return 'read';
    case 'POST':
      return 'create';
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return null;
  }
}
