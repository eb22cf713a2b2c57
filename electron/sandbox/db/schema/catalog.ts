// Schema, catalog domain: scrapers, config items, their changes, insights (analysis) and
// relationships, plus the check↔config junction.
import { agentId, checkLinks, createdBy, linkTail, stamped } from './columns.ts';
export const catalogSchema = /* sql */ `
CREATE TABLE config_scrapers (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  description text,
  name text NOT NULL,
  namespace text,
  spec jsonb NOT NULL,
  source text NOT NULL DEFAULT 'UI',
  -- Upstream points this at applications(id); the sandbox has no applications table.
  application_id uuid,
  ${createdBy('config_scrapers')},
  ${agentId('config_scrapers')},
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  deleted_at timestamptz,
  is_pushed boolean NOT NULL DEFAULT false
);

CREATE TABLE config_items (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  ${agentId('config_items')},
  icon text,
  scraper_id uuid CONSTRAINT config_items_scraper_id_fkey REFERENCES config_scrapers (id),
  config_class text NOT NULL,
  status text,
  health text,
  ready boolean,
  external_id text[],
  type text NOT NULL,
  name text,
  description text,
  config jsonb,
  source text,
  labels jsonb,
  tags jsonb,
  tags_values jsonb,
  properties jsonb,
  parent_id uuid CONSTRAINT config_items_parent_id_fkey REFERENCES config_items (id),
  path text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz,
  delete_reason text,
  inserted_at timestamptz NOT NULL DEFAULT now(),
  -- Cloud cost, as mission-control keeps it on the item (USD; NULL for things that cost nothing).
  cost_per_minute numeric(16, 4),
  cost_total_1d numeric(16, 4),
  cost_total_7d numeric(16, 4),
  cost_total_30d numeric(16, 4)
);
CREATE INDEX config_items_type_name_idx ON config_items (type, name);
CREATE INDEX config_items_parent_id_idx ON config_items (parent_id);
CREATE INDEX config_items_scraper_id_idx ON config_items (scraper_id);
CREATE INDEX config_items_agent_id_idx ON config_items (agent_id);
CREATE INDEX config_items_deleted_at_idx ON config_items (deleted_at);
-- Joins that keep live items only (the changes list) read this instead of the wide rows.
CREATE INDEX config_items_live_id_idx ON config_items (id) WHERE deleted_at IS NULL;

CREATE TABLE config_changes (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  config_id uuid NOT NULL CONSTRAINT config_changes_config_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  external_change_id text,
  external_created_by text,
  change_type text,
  severity text,
  source text,
  summary text,
  patches jsonb,
  diff text,
  details jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  count integer NOT NULL DEFAULT 1,
  fingerprint text,
  first_observed timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false,
  inserted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX config_changes_config_id_created_at_idx ON config_changes (config_id, created_at DESC);
CREATE INDEX config_changes_created_at_idx ON config_changes (created_at DESC);
-- The changes list's default order (newest first, id as the tie-breaker), so a page is a walk.
CREATE INDEX config_changes_newest_idx ON config_changes (created_at DESC NULLS LAST, id DESC);

CREATE TABLE config_analysis (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  config_id uuid NOT NULL CONSTRAINT config_analysis_config_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  scraper_id uuid,
  ${createdBy('config_analysis')},
  source text,
  analyzer text NOT NULL,
  analysis_type text,
  severity text,
  summary text,
  status text DEFAULT 'open',
  message text,
  analysis jsonb,
  properties jsonb,
  first_observed timestamptz NOT NULL DEFAULT now(),
  last_observed timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false
);
CREATE INDEX config_analysis_config_id_idx ON config_analysis (config_id);
CREATE INDEX config_analysis_first_observed_idx ON config_analysis (first_observed DESC);

CREATE TABLE config_relationships (
  config_id uuid NOT NULL CONSTRAINT config_relationships_config_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  related_id uuid NOT NULL CONSTRAINT config_relationships_related_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  relation text,
  scraper_id uuid CONSTRAINT config_relationships_scraper_id_fkey REFERENCES config_scrapers (id),
  ${linkTail}
);
CREATE UNIQUE INDEX config_relationships_key ON config_relationships (related_id, config_id, selector_id);
CREATE INDEX config_relationships_config_id_idx ON config_relationships (config_id);
-- config_relationships_key leads with related_id: incoming walks use it.

CREATE TABLE config_items_last_scraped_time (
  config_id uuid PRIMARY KEY
    CONSTRAINT config_items_last_scraped_at_config_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  last_scraped_time timestamptz NOT NULL DEFAULT now(),
  is_pushed boolean NOT NULL DEFAULT false,
  ${stamped}
);

${checkLinks('config', 'config_items')}
`;
