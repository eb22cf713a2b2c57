// Schema, what the web console asks for on every page (after flanksource/duty schema/scopes.hcl,
// teams.hcl, views.hcl, views/039_views_summary.sql, views/020_teams_triggers.sql): RLS scopes
// (seeded by seed/permissions.ts; the permission rules naming them, and the per-view deny rules
// http/views/access.ts reads, are in permissions.ts), custom views (seed/views.ts), their cached
// panel results per variable fingerprint (view_panels; the per-view row tables
// `view_{ns}_{name}` are made by the view runner, http/views/), their sidebar summary, and the
// per-person analytics counters the console posts on every navigation (an insert of an existing
// (person, key) bumps its count instead, as duty's trigger does).
import { createdBy, stamped, stampedSoftDelete } from './columns.ts';
export const consoleSchema = /* sql */ `
CREATE TABLE scopes (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  namespace text,
  description text,
  targets jsonb NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  ${createdBy('scopes')},
  ${stampedSoftDelete}
);
CREATE UNIQUE INDEX scopes_namespace_name_idx ON scopes (namespace, name) WHERE deleted_at IS NULL;

CREATE TABLE views (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  namespace text,
  spec jsonb NOT NULL,
  source text NOT NULL DEFAULT 'KubernetesCRD',
  labels jsonb,
  ${createdBy('views')},
  created_at timestamptz NOT NULL DEFAULT now(),
  last_ran timestamptz,
  error text,
  updated_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX views_namespace_name_idx ON views (namespace, name) WHERE deleted_at IS NULL;

CREATE TABLE view_panels (
  view_id uuid NOT NULL CONSTRAINT view_panels_view_id_fkey REFERENCES views (id) ON DELETE CASCADE,
  request_fingerprint text NOT NULL DEFAULT '',
  results jsonb NOT NULL,
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  is_pushed boolean NOT NULL DEFAULT false,
  refreshed_at timestamptz,
  PRIMARY KEY (view_id, request_fingerprint)
);

CREATE TABLE person_analytics (
  person_id uuid NOT NULL CONSTRAINT person_analytics_person_id_fkey REFERENCES people (id)
    ON UPDATE CASCADE ON DELETE CASCADE,
  key text NOT NULL,
  ${stamped},
  count integer NOT NULL DEFAULT 1,
  PRIMARY KEY (person_id, key)
);

CREATE FUNCTION handle_person_analytics_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE person_analytics SET updated_at = clock_timestamp(), count = count + 1
  WHERE person_id = NEW.person_id AND key = NEW.key;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  NEW.updated_at = COALESCE(NEW.updated_at, clock_timestamp());
  NEW.count = COALESCE(NEW.count, 1);
  RETURN NEW;
END
$$;
CREATE TRIGGER person_analytics_insert BEFORE INSERT ON person_analytics
FOR EACH ROW EXECUTE FUNCTION handle_person_analytics_insert();

CREATE VIEW views_summary AS
SELECT id, namespace, name,
  spec->'display'->>'title' AS title,
  spec->'display'->>'icon' AS icon,
  (spec->'display'->>'ordinal')::int AS ordinal,
  (spec->'display'->>'sidebar')::boolean AS sidebar
FROM views
WHERE deleted_at IS NULL;
`;
