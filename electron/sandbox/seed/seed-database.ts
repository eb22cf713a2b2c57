// Builds the seeded world and loads it: generators run in memory (deterministic from the seed),
// rows are bulk-inserted in foreign-key order, then SQL fills the bulky derived data (7 days of
// check history, status summaries, scrape times) inside the same transaction.
import type { Scale, SeedContext } from './context.ts';
import { createContext } from './context.ts';
import { generateAccess } from './access.ts';
import { generateIdpAccess } from './access-idp.ts';
import { generateArtifacts } from './artifacts.ts';
import type { SqlExecutor } from './bulk-insert.ts';
import { insertRows } from './bulk-insert.ts';
import { generateAws } from './catalog-aws.ts';
import { generateChanges } from './catalog-changes.ts';
import { generateCosts } from './catalog-costs.ts';
import { generateKubernetes } from './catalog-kubernetes.ts';
import { CHECK_HISTORY_SQL, generateHealth } from './health.ts';
import { generateIncidents } from './incidents.ts';
import { generateIntegrations } from './integrations.ts';
import { generateNotifications } from './notifications.ts';
import { SIGN_IN_ROLES } from './people.ts';
import { generateAgents, generatePeople } from './people.ts';
import { generatePermissions } from './permissions.ts';
import { generatePlaybooks } from './playbooks.ts';
import { generateSettings } from './settings.ts';
import { STALE_HISTORY_SQL, generateSpecCases } from './spec-cases.ts';
import { generateTopology } from './topology.ts';
import { generateViews } from './views.ts';

/** Tables in insertion (foreign-key) order. */
export const SEEDED_TABLES = [
  'people',
  'identities',
  'teams',
  'team_members',
  'casbin_rule',
  'agents',
  'config_scrapers',
  'config_items',
  'config_relationships',
  'config_changes',
  'config_analysis',
  'external_users',
  'external_groups',
  'external_user_groups',
  'external_roles',
  'config_access',
  'config_access_logs',
  'external_user_aliases',
  'access_reviews',
  'canaries',
  'checks',
  'checks_unlogged',
  'check_config_relationships',
  'topologies',
  'components',
  'component_relationships',
  'config_component_relationships',
  'check_component_relationships',
  'team_components',
  'incident_rules',
  'incidents',
  'responders',
  'hypotheses',
  'evidences',
  'comments',
  'incident_histories',
  'notifications',
  'notification_send_history',
  'notification_silences',
  'playbooks',
  'playbook_runs',
  'playbook_run_actions',
  'playbook_approvals',
  'job_history',
  'event_queue',
  'properties',
  'connections',
  'logging_backends',
  'views',
  'scopes',
  'permission_groups',
  'permissions',
  'artifacts',
] as const;

export function generateWorld(seed: number, scale: Scale, now: Date): SeedContext {
  const ctx = createContext(seed, scale, now);
  generatePeople(ctx);
  generateAgents(ctx);
  generateKubernetes(ctx, Math.round(ctx.spec.configs * 0.8));
  generateAws(ctx, ctx.spec.configs);
  generateCosts(ctx);
  generateChanges(ctx);
  generateHealth(ctx);
  generateTopology(ctx);
  generateIncidents(ctx);
  generateNotifications(ctx);
  generatePlaybooks(ctx);
  generateSettings(ctx);
  generateAccess(ctx);
  generateIdpAccess(ctx);
  generateViews(ctx);
  generatePermissions(ctx);
  // Last, so the integration config items shift nothing the other generators pick at random.
  generateIntegrations(ctx);
  generateArtifacts(ctx);
  generateSpecCases(ctx);
  const unknown = [...ctx.tables.keys()].filter(
    (t) => !(SEEDED_TABLES as readonly string[]).includes(t),
  );
  if (unknown.length > 0)
    throw new Error(`seed: generators produced rows for unlisted tables: ${unknown.join(', ')}`);
  return ctx;
}

export interface SeedOptions {
  seed: number;
  scale: Scale;
  now: Date;
  /** scrypt hash of the sign-in users' password (hashed once by the caller). */
  passwordHash: string;
}

export interface SeedReport {
  offlineAgentId: string;
  counts: Record<string, number>;
  millis: { generate: number; insert: number; derived: number };
}

export async function seedDatabase(db: SqlExecutor, options: SeedOptions): Promise<SeedReport> {
  const t0 = performance.now();
  const ctx = generateWorld(options.seed, options.scale, options.now);
  const t1 = performance.now();
  const counts: Record<string, number> = {};
  // Foreign-key triggers off for the bulk load (the generators only reference rows they made;
  // seed-database.test.ts checks every constraint afterwards). LOCAL: back on at commit.
  await db.exec(`SET LOCAL session_replication_role = replica`);
  for (const table of SEEDED_TABLES) {
    const rows = ctx.tables.get(table) ?? [];
    counts[table] = rows.length;
    await insertRows(db, table, rows);
  }
  await insertRows(
    db,
    'sandbox_credentials',
    SIGN_IN_ROLES.map((role) => ({
      person_id: ctx.refs.users[role],
      password_hash: options.passwordHash,
      updated_at: options.now,
    })),
  );
  const t2 = performance.now();
  // The history is the bulk of the data: load it without its primary-key index and build the
  // index once afterwards (a sort instead of ~1M random B-tree inserts at large scale).
  await db.exec('ALTER TABLE check_statuses DROP CONSTRAINT check_statuses_pkey');
  await db.query(CHECK_HISTORY_SQL, [
    options.now.toISOString(),
    ctx.spec.statusStepMinutes,
    options.seed,
  ]);
  await db.query(STALE_HISTORY_SQL, [options.now.toISOString()]);
  await db.exec(
    'ALTER TABLE check_statuses ADD CONSTRAINT check_statuses_pkey PRIMARY KEY (check_id, time)',
  );
  await db.exec('SELECT sandbox_refresh_check_status_summary(NULL)');
  await db.query(
    `INSERT INTO config_items_last_scraped_time (config_id, last_scraped_time, created_at, updated_at)
     SELECT id, $1::timestamptz - make_interval(mins => abs(hashtext(id::text)) % 60), created_at, $1::timestamptz FROM config_items`,
    [options.now.toISOString()],
  );
  await db.query(`SELECT setval('incident_id_sequence', $1::bigint, true)`, [
    Math.max(1, counts['incidents'] ?? 1),
  ]);
  await db.exec(`SET LOCAL session_replication_role = origin`);
  const t3 = performance.now();
  return {
    offlineAgentId: ctx.refs.offlineAgentId,
    counts,
    millis: {
      generate: Math.round(t1 - t0),
      insert: Math.round(t2 - t1),
      derived: Math.round(t3 - t2),
    },
  };
}
