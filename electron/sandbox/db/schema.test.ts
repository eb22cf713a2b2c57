import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPGlite, openSeededDatabase } from '../test-support/seeded-sandbox.ts';
import { applySchema } from './apply-schema.ts';
import type { SandboxDatabase } from './open-database.ts';

const TABLES = [
  'checks',
  'canaries',
  'check_statuses',
  'components',
  'config_items',
  'config_changes',
  'config_analysis',
  'config_relationships',
  'config_component_relationships',
  'check_component_relationships',
  'check_config_relationships',
  'agents',
  'people',
  'teams',
  'team_members',
  'incidents',
  'hypotheses',
  'evidences',
  'comments',
  'responders',
  'incident_histories',
  'playbooks',
  'playbook_runs',
  'playbook_run_actions',
  'notifications',
  'notification_send_history',
  'notification_silences',
  'job_history',
  'event_queue',
  'connections',
  'properties',
  'topologies',
  'config_scrapers',
  'logging_backends',
  'incident_rules',
  'access_tokens',
  'external_users',
  'external_groups',
  'external_user_groups',
  'external_roles',
  'config_access',
  'config_access_logs',
  'external_user_aliases',
  'access_reviews',
  'scopes',
  'permissions',
  'views',
  'view_panels',
  'person_analytics',
];

// [table, constraint, referenced table] exactly as reference §5 names them.
const FOREIGN_KEYS: [string, string, string][] = [
  ['checks', 'checks_canary_id_fkey', 'canaries'],
  ['checks', 'checks_agent_id_fkey', 'agents'],
  ['check_statuses', 'check_statuses_check_id_fkey', 'checks'],
  ['config_relationships', 'config_relationships_config_id_fkey', 'config_items'],
  ['config_relationships', 'config_relationships_related_id_fkey', 'config_items'],
  [
    'config_component_relationships',
    'config_component_relationships_component_id_fkey',
    'components',
  ],
  [
    'config_component_relationships',
    'config_component_relationships_config_id_fkey',
    'config_items',
  ],
  [
    'check_component_relationships',
    'check_component_relationships_component_id_fkey',
    'components',
  ],
  ['check_config_relationships', 'check_config_relationships_config_id_fkey', 'config_items'],
  ['config_analysis', 'config_analysis_config_id_fkey', 'config_items'],
  ['config_changes', 'config_changes_config_id_fkey', 'config_items'],
  ['config_items', 'config_items_agent_id_fkey', 'agents'],
  ['config_items', 'config_items_parent_id_fkey', 'config_items'],
  ['components', 'components_topology_id_fkey', 'topologies'],
  ['components', 'components_parent_id_fkey', 'components'],
  ['team_members', 'team_members_team_id_fkey', 'teams'],
  ['team_members', 'team_members_person_id_fkey', 'people'],
  ['team_components', 'team_components_team_id_fkey', 'teams'],
  ['hypotheses', 'hypotheses_incident_id_fkey', 'incidents'],
  ['evidences', 'evidences_hypothesis_id_fkey', 'hypotheses'],
  ['comments', 'comments_hypothesis_id_fkey', 'hypotheses'],
  ['incidents', 'incidents_commander_id_fkey', 'people'],
  ['incidents', 'incidents_communicator_id_fkey', 'people'],
  ['responders', 'responders_person_id_fkey', 'people'],
  ['responders', 'responders_team_id_fkey', 'teams'],
  ['incident_histories', 'incident_histories_evidence_id_fkey', 'evidences'],
  ['incident_histories', 'incident_histories_hypothesis_id_fkey', 'hypotheses'],
  ['incident_histories', 'incident_histories_responder_id_fkey', 'responders'],
  ['incident_histories', 'incident_histories_comment_id_fkey', 'comments'],
  ['playbook_runs', 'playbook_run_playbook_id_fkey', 'playbooks'],
  ['playbook_runs', 'playbook_run_component_id_fkey', 'components'],
  ['playbook_runs', 'playbook_run_config_id_fkey', 'config_items'],
  ['playbook_runs', 'playbook_run_check_id_fkey', 'checks'],
  ['playbook_runs', 'playbook_run_parent_id_fkey', 'playbook_runs'],
  ['playbook_runs', 'playbook_run_created_by_fkey', 'people'],
  ['playbook_approvals', 'playbook_approval_run_id_fkey', 'playbook_runs'],
  ['playbook_run_actions', 'playbook_run_playbook_run_id_fkey', 'playbook_runs'],
  ['artifacts', 'artifacts_playbook_run_action_fkey', 'playbook_run_actions'],
  ['notification_silences', 'notification_silence_check_id_fkey', 'checks'],
  ['notification_silences', 'notification_silence_config_id_fkey', 'config_items'],
  ['notification_silences', 'notification_silence_component_id_fkey', 'components'],
  ['notification_silences', 'notification_silence_created_by_fkey', 'people'],
  ['notifications', 'notification_person_id_fkey', 'people'],
  ['notifications', 'notification_team_id_fkey', 'teams'],
  ['notifications', 'notification_created_by_fkey', 'people'],
  ['notification_send_history', 'notification_id_fkey', 'notifications'],
  ['topologies', 'topologies_agent_id_fkey', 'agents'],
  ['canaries', 'canaries_agent_id_fkey', 'agents'],
  ['config_scrapers', 'config_scrapers_agent_id_fkey', 'agents'],
  ['canaries', 'canaries_created_by_fkey', 'people'],
  ['agents', 'agents_created_by_fkey', 'people'],
  ['teams', 'teams_created_by_fkey', 'people'],
  ['properties', 'properties_created_by_fkey', 'people'],
  ['connections', 'connections_created_by_fkey', 'people'],
  ['logging_backends', 'logging_backends_created_by_fkey', 'people'],
  ['incident_rules', 'incident_rules_created_by_fkey', 'people'],
  ['playbooks', 'playbook_created_by_fkey', 'people'],
  ['access_tokens', 'access_tokens_person_fkey', 'people'],
  ['access_tokens', 'access_tokens_created_by_fkey', 'people'],
];

const VIEWS = [
  'configs',
  'config_detail',
  'config_names',
  'config_types',
  'config_classes',
  'config_statuses',
  'config_tags',
  'config_labels',
  'config_tags_labels_keys',
  'analysis_types',
  'analyzer_types',
  'change_types',
  'config_analysis_analyzers',
  'config_analysis_items',
  'catalog_changes',
  'check_summary',
  'check_summary_for_config',
  'check_summary_by_component',
  'checks_by_component',
  'checks_by_config',
  'check_names',
  'check_labels',
  'checks_labels_keys',
  'canaries_with_status',
  'topology',
  'component_names',
  'component_names_all',
  'component_types',
  'components_with_logs',
  'component_labels',
  'component_labels_keys',
  'topologies_with_status',
  'incidents_by_component',
  'incidents_by_config',
  'analysis_by_component',
  'changes_by_component',
  'incident_summary',
  'notification_send_history_resources',
  'notification_send_history_summary',
  'notification_send_history_resource_types',
  'notification_send_history_resource_tags',
  'notifications_summary',
  'playbook_names',
  'agents_summary',
  'people_roles',
  'teams_with_status',
  'config_scrapers_with_status',
  'integrations_with_status',
  'job_histories',
  'job_history_summary',
  'job_history_names',
  'event_queue_summary',
  'connections_list',
  'connection_details',
  'config_access_unwrapped',
  'config_access_summary',
  'config_access_summary_by_user',
  'config_access_summary_by_group',
  'config_access_summary_by_config',
];

describe('sandbox schema', () => {
  it('applies to an empty database and creates every table of reference §5', async () => {
    const db = freshPGlite();
    try {
      await applySchema(db);
      const rows = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      const names = rows.rows.map((r) => r.table_name);
      for (const table of TABLES) expect(names, table).toContain(table);
      const views = await db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.views WHERE table_schema = 'public'`,
      );
      for (const view of VIEWS)
        expect(
          views.rows.map((r) => r.table_name),
          view,
        ).toContain(view);
    } finally {
      await db.close();
    }
  });
});

describe('sandbox schema on a seeded world', () => {
  let sandbox: SandboxDatabase;
  beforeAll(async () => {
    sandbox = await openSeededDatabase();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('has foreign keys named as the reference names them', async () => {
    const { rows } = await sandbox.db.query<{ tbl: string; conname: string; ref: string }>(
      `SELECT c.conrelid::regclass::text AS tbl, c.conname, c.confrelid::regclass::text AS ref
       FROM pg_constraint c WHERE c.contype = 'f'`,
    );
    const found = new Set(rows.map((r) => `${r.tbl}|${r.conname}|${r.ref}`));
    for (const [table, name, ref] of FOREIGN_KEYS)
      expect(found, `${table}.${name} → ${ref}`).toContain(`${table}|${name}|${ref}`);
  });

  it('answers every view with rows', async () => {
    for (const view of VIEWS) {
      const { rows } = await sandbox.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${view}`,
      );
      expect(rows[0]?.n, view).toBeGreaterThan(0);
    }
  });

  it('shapes the views the console reads', async () => {
    const { db } = sandbox;
    const summary = await db.query<{
      uptime: { passed: number; failed: number };
      latency: { p95: number };
      canary_name: string;
    }>(`SELECT uptime, latency, canary_name FROM check_summary LIMIT 1`);
    const first = summary.rows[0];
    expect(first?.uptime.passed).toBeGreaterThan(100);
    expect(typeof first?.latency.p95).toBe('number');
    const cols = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'configs'`,
    );
    const configCols = cols.rows.map((r) => r.column_name);
    expect(configCols).toEqual(
      expect.arrayContaining([
        'id',
        'type',
        'config_class',
        'health',
        'labels',
        'tags',
        'changes',
        'analysis',
        'agent_id',
        'namespace',
      ]),
    );
    expect(configCols).not.toContain('config');
    const withChanges = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM configs WHERE changes > 0`,
    );
    expect(withChanges.rows[0]?.n).toBeGreaterThan(100);
    const roles = await db.query<{ email: string; roles: string[] }>(
      `SELECT email, roles FROM people_roles WHERE email LIKE '%@sandbox.local' ORDER BY email`,
    );
    expect(roles.rows).toEqual([
      { email: 'admin@sandbox.local', roles: ['admin'] },
      { email: 'commander@sandbox.local', roles: ['commander'] },
      { email: 'editor@sandbox.local', roles: ['editor'] },
      { email: 'responder@sandbox.local', roles: ['responder'] },
      { email: 'viewer@sandbox.local', roles: ['viewer'] },
    ]);
    // Online means seen within the last minute (the running Sandbox's ticker keeps its agents so):
    // one agent seen now, the others ten minutes ago, whenever this copy was seeded.
    await db.query(`UPDATE agents SET last_seen = now() - interval '10 minutes'`);
    await db.query(
      `UPDATE agents SET last_seen = now() WHERE id = (SELECT id FROM agents WHERE name <> 'local' ORDER BY name LIMIT 1)`,
    );
    const agents = await db.query<{ status: string }>(
      `SELECT status FROM agents_summary WHERE name <> 'local'`,
    );
    expect(agents.rows.map((r) => r.status)).toContain('offline');
    expect(agents.rows.map((r) => r.status)).toContain('online');
    const topo = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM topology WHERE parent_id IS NULL AND summary IS NOT NULL`,
    );
    expect(topo.rows[0]?.n).toBeGreaterThan(2);
    const masked = await db.query<{ password: string | null }>(
      `SELECT password FROM connection_details WHERE name = 'slack'`,
    );
    expect(masked.rows[0]?.password).toBe('***');
    const job = await db.query<{ job_status: string | null }>(
      `SELECT job_status FROM config_scrapers_with_status LIMIT 1`,
    );
    expect(job.rows[0]?.job_status).toMatch(/^[A-Z]+$/);
  });

  it('keeps a masked connection secret when a client writes the mask back', async () => {
    const { db } = sandbox;
    await db.query(
      `UPDATE connections SET password = '***', url = 'https://changed.example' WHERE name = 'slack'`,
    );
    const row = await db.query<{ password: string; url: string }>(
      `SELECT password, url FROM connections WHERE name = 'slack'`,
    );
    expect(row.rows[0]).toEqual({ password: 'xoxb-sandbox-token', url: 'https://changed.example' });
  });

  it('answers the RPC functions', async () => {
    const { db } = sandbox;
    const pod = await db.query<{ id: string }>(
      `SELECT id FROM config_items WHERE type = 'Kubernetes::Pod' LIMIT 1`,
    );
    const podId = pod.rows[0]?.id;
    const parents = await db.query<{ type: string }>(`SELECT * FROM get_parents_by_location($1)`, [
      podId,
    ]);
    expect(parents.rows.map((r) => r.type)).toEqual([
      'Kubernetes::Cluster',
      'Kubernetes::Namespace',
      'Kubernetes::Deployment',
      'Kubernetes::ReplicaSet',
    ]);
    const related = await db.query<{ id: string; type: string }>(
      `SELECT * FROM related_configs_recursive($1, 'all')`,
      [podId],
    );
    expect(related.rows.map((r) => r.id)).toContain(podId);
    expect(related.rows.map((r) => r.type)).toContain('Kubernetes::Node');
    const options = await db.query<{ o: { analyzers: string[] } }>(
      `SELECT config_analysis_filter_options() AS o`,
    );
    expect(options.rows[0]?.o.analyzers.length).toBeGreaterThan(0);
    const run = await db.query<{ id: string }>(
      `SELECT playbook_run_id AS id FROM playbook_run_actions LIMIT 1`,
    );
    const actions = await db.query(`SELECT * FROM get_playbook_run_actions($1)`, [run.rows[0]?.id]);
    expect(actions.rows.length).toBeGreaterThan(0);
  });
});
