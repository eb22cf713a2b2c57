// Schema, settings and system domain: job history, event queue, feature flags (properties),
// connections, logging backends, integrations, artifacts and the sandbox's own meta table.
import { createdBy, stamped, stampedSoftDelete } from './columns.ts';
export const settingsSchema = /* sql */ `
CREATE TABLE job_history (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  agent_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  name text,
  success_count integer,
  error_count integer,
  details jsonb,
  hostname text,
  duration_millis integer,
  resource_type text,
  resource_id text,
  status text,
  time_start timestamptz,
  time_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false
);
CREATE INDEX job_history_created_at_idx ON job_history (created_at DESC);
CREATE INDEX job_history_resource_idx ON job_history (resource_id, created_at DESC);

CREATE TABLE event_queue (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  event_id uuid,
  name text NOT NULL,
  properties jsonb,
  error text,
  delay bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_attempt timestamptz,
  attempts integer DEFAULT 0,
  priority integer NOT NULL DEFAULT 100
);

CREATE TABLE properties (
  name text PRIMARY KEY,
  value text NOT NULL,
  ${createdBy('properties')},
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE connections (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  namespace text NOT NULL DEFAULT 'default',
  type text NOT NULL,
  url text,
  source text,
  username text,
  password text,
  certificate text,
  properties jsonb,
  insecure_tls boolean DEFAULT true,
  ${createdBy('connections')},
  ${stampedSoftDelete}
);
CREATE UNIQUE INDEX connections_name_namespace_key ON connections (name, namespace) WHERE deleted_at IS NULL;

-- Upstream keeps the stored secret when a client writes the mask '***' back.
CREATE FUNCTION sandbox_connections_keep_masked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.username = '***' THEN NEW.username := OLD.username; END IF;
  IF NEW.password = '***' THEN NEW.password := OLD.password; END IF;
  IF NEW.certificate = '***' THEN NEW.certificate := OLD.certificate; END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER connections_keep_masked BEFORE UPDATE ON connections
  FOR EACH ROW EXECUTE FUNCTION sandbox_connections_keep_masked();

CREATE TABLE logging_backends (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  labels jsonb,
  spec jsonb NOT NULL,
  source text,
  agent_id uuid CONSTRAINT logging_backends_agent_id_fkey REFERENCES agents (id),
  created_at timestamptz DEFAULT now(),
  ${createdBy('logging_backends')},
  updated_at timestamptz,
  deleted_at timestamptz
);

CREATE TABLE integrations (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  icon text,
  spec jsonb,
  source text,
  ${createdBy('integrations', true)},
  ${stamped}
);

CREATE TABLE artifacts (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  check_id uuid CONSTRAINT artifacts_checks_fkey REFERENCES checks (id),
  check_time timestamptz,
  playbook_run_action_id uuid CONSTRAINT artifacts_playbook_run_action_fkey REFERENCES playbook_run_actions (id),
  config_change_id uuid CONSTRAINT artifacts_config_change_fkey REFERENCES config_changes (id) ON DELETE CASCADE,
  scraper_id uuid CONSTRAINT artifacts_scraper_fkey REFERENCES config_scrapers (id) ON DELETE CASCADE,
  job_history_id uuid CONSTRAINT artifacts_job_history_fkey REFERENCES job_history (id) ON DELETE SET NULL,
  connection_id uuid,
  path text NOT NULL,
  filename text NOT NULL,
  content_type text,
  size integer NOT NULL,
  checksum text NOT NULL,
  content bytea,
  compression_type text,
  is_pushed boolean NOT NULL DEFAULT false,
  is_data_pushed boolean NOT NULL DEFAULT false,
  ${stampedSoftDelete},
  expires_at timestamptz
);

-- Sandbox-private key/value bookkeeping: schema version, seed, scale, and 'status' which is set
-- to 'ready' only as the very last step of seeding (a data dir without it is half-initialised).
CREATE TABLE sandbox_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
`;
