// A small Mission-Control-shaped schema (same FK names as upstream) used to test the /db dialect
// independently of the seeded sandbox database.
import type { PGlite } from '@electric-sql/pglite';

export const testSchemaSql = `
CREATE TABLE people (id uuid PRIMARY KEY, name text NOT NULL, email text UNIQUE, avatar text, team_id uuid,
  type text, external_id text, properties jsonb, created_at timestamptz NOT NULL DEFAULT now(), deleted_at timestamptz);
CREATE TABLE casbin_rule (id serial PRIMARY KEY, ptype text NOT NULL, v0 text NOT NULL DEFAULT '', v1 text NOT NULL DEFAULT '',
  v2 text NOT NULL DEFAULT '', v3 text NOT NULL DEFAULT '', v4 text NOT NULL DEFAULT '', v5 text NOT NULL DEFAULT '',
  UNIQUE (ptype, v0, v1, v2, v3, v4, v5));
CREATE TABLE access_tokens (id uuid PRIMARY KEY, name text NOT NULL, person_id uuid NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  value text NOT NULL, auto_renew boolean NOT NULL DEFAULT true, created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES people(id), expires_at timestamptz);
CREATE TABLE sandbox_credentials (person_id uuid PRIMARY KEY REFERENCES people(id), password_hash text NOT NULL);
CREATE TABLE teams (id uuid PRIMARY KEY, name text NOT NULL, icon text, created_by uuid NOT NULL,
  CONSTRAINT teams_created_by_fkey FOREIGN KEY (created_by) REFERENCES people(id));
ALTER TABLE people ADD CONSTRAINT people_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams(id);
CREATE TABLE team_members (team_id uuid NOT NULL, person_id uuid NOT NULL, PRIMARY KEY (team_id, person_id),
  CONSTRAINT team_members_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams(id),
  CONSTRAINT team_members_person_id_fkey FOREIGN KEY (person_id) REFERENCES people(id));
CREATE TABLE agents (id uuid PRIMARY KEY, name text NOT NULL, description text, created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(), deleted_at timestamptz,
  CONSTRAINT agents_created_by_fkey FOREIGN KEY (created_by) REFERENCES people(id));
CREATE TABLE canaries (id uuid PRIMARY KEY, name text NOT NULL, namespace text NOT NULL DEFAULT 'default',
  source text, labels jsonb, created_by uuid, deleted_at timestamptz,
  CONSTRAINT canaries_created_by_fkey FOREIGN KEY (created_by) REFERENCES people(id));
CREATE TABLE checks (id uuid PRIMARY KEY, canary_id uuid NOT NULL, agent_id uuid NOT NULL, name text NOT NULL,
  type text NOT NULL, status text, severity text, labels jsonb, tags text[], created_at timestamptz DEFAULT now(),
  deleted_at timestamptz, duration int,
  CONSTRAINT checks_canary_id_fkey FOREIGN KEY (canary_id) REFERENCES canaries(id),
  CONSTRAINT checks_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents(id));
CREATE TABLE components (id uuid PRIMARY KEY, name text NOT NULL, icon text, parent_id uuid,
  CONSTRAINT components_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES components(id));
CREATE TABLE check_component_relationships (component_id uuid NOT NULL, check_id uuid NOT NULL,
  CONSTRAINT check_component_relationships_component_id_fkey FOREIGN KEY (component_id) REFERENCES components(id),
  CONSTRAINT check_component_relationships_check_id_fkey FOREIGN KEY (check_id) REFERENCES checks(id));
CREATE TABLE config_items (id uuid PRIMARY KEY, name text, type text NOT NULL, config_class text NOT NULL,
  agent_id uuid NOT NULL, labels jsonb, tags jsonb, config jsonb, created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT config_items_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents(id));
CREATE VIEW configs AS SELECT id, name, type, config_class, agent_id, labels, tags, tags->>'namespace' AS namespace,
  created_at, deleted_at FROM config_items;
CREATE TABLE config_relationships (config_id uuid NOT NULL, related_id uuid NOT NULL, relation text,
  CONSTRAINT config_relationships_config_id_fkey FOREIGN KEY (config_id) REFERENCES config_items(id),
  CONSTRAINT config_relationships_related_id_fkey FOREIGN KEY (related_id) REFERENCES config_items(id));
CREATE TABLE incidents (id uuid PRIMARY KEY, title text NOT NULL, status text NOT NULL, severity text NOT NULL,
  created_by uuid NOT NULL, commander_id uuid, communicator_id uuid, created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT incidents_created_by_fkey FOREIGN KEY (created_by) REFERENCES people(id),
  CONSTRAINT incidents_commander_id_fkey FOREIGN KEY (commander_id) REFERENCES people(id),
  CONSTRAINT incidents_communicator_id_fkey FOREIGN KEY (communicator_id) REFERENCES people(id));
CREATE TABLE hypotheses (id uuid PRIMARY KEY, incident_id uuid NOT NULL, type text NOT NULL, title text NOT NULL,
  created_by uuid NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT hypotheses_incident_id_fkey FOREIGN KEY (incident_id) REFERENCES incidents(id),
  CONSTRAINT hypotheses_created_by_fkey FOREIGN KEY (created_by) REFERENCES people(id));
CREATE TABLE evidences (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), hypothesis_id uuid NOT NULL, description text NOT NULL,
  component_id uuid, created_by uuid NOT NULL, created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT evidences_hypothesis_id_fkey FOREIGN KEY (hypothesis_id) REFERENCES hypotheses(id),
  CONSTRAINT evidences_component_id_fkey FOREIGN KEY (component_id) REFERENCES components(id),
  CONSTRAINT evidences_created_by_fkey FOREIGN KEY (created_by) REFERENCES people(id));
CREATE TABLE properties (name text PRIMARY KEY, value text NOT NULL, updated_at timestamptz DEFAULT now(), deleted_at timestamptz);
CREATE TABLE secrets_private (id int PRIMARY KEY, secret text);

CREATE FUNCTION related_configs_recursive(config_id uuid, type_filter text DEFAULT 'outgoing', max_depth int DEFAULT 5)
RETURNS TABLE (id uuid, name text, type text, related_ids text[], depth int) LANGUAGE sql STABLE AS $f$
  WITH RECURSIVE walk(id, depth) AS (
    SELECT related_configs_recursive.config_id, 0
    UNION
    SELECT r.related_id, w.depth + 1 FROM walk w JOIN config_relationships r ON r.config_id = w.id
    WHERE w.depth < max_depth AND type_filter IN ('outgoing', 'all')
  )
  SELECT c.id, c.name, c.type,
    ARRAY(SELECT r.related_id::text FROM config_relationships r WHERE r.config_id = c.id ORDER BY 1), min(w.depth)
  FROM walk w JOIN config_items c ON c.id = w.id GROUP BY c.id, c.name, c.type
$f$;
CREATE FUNCTION config_count(p_type text DEFAULT NULL) RETURNS int LANGUAGE sql STABLE AS $f$
  SELECT count(*)::int FROM config_items WHERE p_type IS NULL OR type = p_type
$f$;
CREATE FUNCTION bump_property(p_name text) RETURNS jsonb LANGUAGE sql VOLATILE AS $f$
  UPDATE properties SET value = (value::int + 1)::text WHERE name = p_name RETURNING jsonb_build_object('name', name, 'value', value)
$f$;
`;

/** Fixed ids so tests can refer to rows. */
export const ids = {
  alice: '00000000-0000-4000-8000-000000000001',
  bob: '00000000-0000-4000-8000-000000000002',
  carol: '00000000-0000-4000-8000-000000000003',
  team: '00000000-0000-4000-8000-000000000010',
  localAgent: '00000000-0000-0000-0000-000000000000',
  remoteAgent: '00000000-0000-4000-8000-000000000020',
  canary: '00000000-0000-4000-8000-000000000030',
  check1: '00000000-0000-4000-8000-000000000041',
  check2: '00000000-0000-4000-8000-000000000042',
  check3: '00000000-0000-4000-8000-000000000043',
  comp1: '00000000-0000-4000-8000-000000000051',
  comp2: '00000000-0000-4000-8000-000000000052',
  cfgCluster: '00000000-0000-4000-8000-000000000061',
  cfgNode: '00000000-0000-4000-8000-000000000062',
  cfgPod: '00000000-0000-4000-8000-000000000063',
  incident: '00000000-0000-4000-8000-000000000071',
  hypothesis: '00000000-0000-4000-8000-000000000081',
} as const;

/** Creates the schema and rows; `passwordHash` is stored for Alice (admin) and Bob (viewer). */
export async function applyTestSchema(db: PGlite, passwordHash = 'none'): Promise<void> {
  await db.exec(testSchemaSql);
  const i = ids;
  await db.exec(`
INSERT INTO people (id, name, email, created_at) VALUES
  ('${i.alice}', 'Alice', 'alice@example.com', '2026-01-01T00:00:00Z'),
  ('${i.bob}', 'Bob', 'bob@example.com', '2026-01-02T00:00:00Z'),
  ('${i.carol}', 'Carol', NULL, '2026-01-03T00:00:00Z');
INSERT INTO teams (id, name, icon, created_by) VALUES ('${i.team}', 'Platform', 'k8s', '${i.alice}');
INSERT INTO team_members VALUES ('${i.team}', '${i.alice}'), ('${i.team}', '${i.bob}');
INSERT INTO agents (id, name, description, created_by) VALUES
  ('${i.localAgent}', 'local', NULL, NULL), ('${i.remoteAgent}', 'eu-west', 'remote cluster', '${i.alice}');
INSERT INTO canaries (id, name, source, labels, created_by) VALUES ('${i.canary}', 'http-checks', 'UI', '{"team":"web"}', '${i.bob}');
INSERT INTO checks (id, canary_id, agent_id, name, type, status, severity, labels, tags, created_at, duration) VALUES
  ('${i.check1}', '${i.canary}', '${i.localAgent}', 'homepage', 'http', 'healthy', 'low', '{"app":"web","tier":"front"}', '{a,b}', '2026-02-01T00:00:00Z', 120),
  ('${i.check2}', '${i.canary}', '${i.remoteAgent}', 'api', 'http', 'unhealthy', NULL, '{"app":"api"}', '{b}', '2026-02-02T00:00:00Z', 900),
  ('${i.check3}', '${i.canary}', '${i.localAgent}', 'db ping', 'postgres', 'healthy', 'high', NULL, NULL, '2026-02-03T00:00:00Z', NULL);
INSERT INTO components (id, name, icon, parent_id) VALUES ('${i.comp1}', 'frontend', 'html', NULL), ('${i.comp2}', 'backend', 'go', '${i.comp1}');
INSERT INTO check_component_relationships VALUES ('${i.comp1}', '${i.check1}'), ('${i.comp2}', '${i.check1}'), ('${i.comp2}', '${i.check2}');
INSERT INTO config_items (id, name, type, config_class, agent_id, labels, tags, config) VALUES
  ('${i.cfgCluster}', 'prod', 'Kubernetes::Cluster', 'Cluster', '${i.localAgent}', '{"env":"prod"}', '{"cluster":"prod"}', '{"a":1}'),
  ('${i.cfgNode}', 'node-1', 'Kubernetes::Node', 'Node', '${i.localAgent}', '{"env":"prod","zone":"a"}', '{"cluster":"prod"}', '{}'),
  ('${i.cfgPod}', 'web-1', 'Kubernetes::Pod', 'Pod', '${i.remoteAgent}', '{"app":"web"}', '{"namespace":"default"}', '{}');
INSERT INTO config_relationships VALUES ('${i.cfgCluster}', '${i.cfgNode}', 'contains'), ('${i.cfgNode}', '${i.cfgPod}', 'runs');
INSERT INTO incidents (id, title, status, severity, created_by, commander_id, communicator_id) VALUES
  ('${i.incident}', 'DB down', 'open', 'high', '${i.alice}', '${i.bob}', '${i.alice}');
INSERT INTO hypotheses (id, incident_id, type, title, created_by) VALUES ('${i.hypothesis}', '${i.incident}', 'root', 'disk full', '${i.bob}');
INSERT INTO evidences (hypothesis_id, description, component_id, created_by) VALUES ('${i.hypothesis}', 'graph', '${i.comp2}', '${i.bob}');
INSERT INTO properties (name, value) VALUES ('counter', '1'), ('logs.disable', 'true');
INSERT INTO casbin_rule (ptype, v0, v1) VALUES ('g', '${i.alice}', 'admin'), ('g', '${i.bob}', 'viewer');
`);
  await db.query('INSERT INTO sandbox_credentials VALUES ($1, $3), ($2, $3)', [
    i.alice,
    i.bob,
    passwordHash,
  ]);
}
