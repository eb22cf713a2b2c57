// Schema, config access (after flanksource/duty schema/config_access.hcl and
// views/038_config_access.sql): the users, groups and roles a scraper finds in a cluster or cloud
// account, who holds which role on which config, and when each user last signed in to it. The
// config page's Access tab reads `config_access_summary` and `config_access_logs` with an
// `external_users` embed. Group grants unwrap to one row per active member (a group without one
// keeps a row of its own); merged (deleted) users and groups drop out. The grouped summaries and
// the filter options are access-summary.ts; aliases and merges access-aliases.ts.
export const accessSchema = /* sql */ `
CREATE TABLE external_users (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  account_id text,
  aliases text[],
  name text,
  user_type text,
  email text,
  scraper_id uuid NOT NULL CONSTRAINT external_users_scraper_id_fkey REFERENCES config_scrapers (id),
  created_at timestamptz,
  updated_at timestamptz,
  deleted_at timestamptz,
  created_by uuid
);
CREATE UNIQUE INDEX external_users_aliases_key ON external_users (aliases) WHERE deleted_at IS NULL;
CREATE INDEX external_users_scraper_id_idx ON external_users (scraper_id);

CREATE TABLE external_groups (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  account_id text,
  scraper_id uuid NOT NULL CONSTRAINT external_groups_scraper_id_fkey REFERENCES config_scrapers (id),
  aliases text[],
  name text,
  group_type text,
  created_at timestamptz,
  updated_at timestamptz,
  deleted_at timestamptz
);
CREATE UNIQUE INDEX external_groups_aliases_key ON external_groups (aliases) WHERE deleted_at IS NULL;

CREATE TABLE external_user_groups (
  external_user_id uuid NOT NULL CONSTRAINT external_user_fk REFERENCES external_users (id),
  external_group_id uuid NOT NULL CONSTRAINT external_group_fk REFERENCES external_groups (id),
  scraper_id uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000',
  deleted_at timestamptz,
  deleted_by uuid,
  created_at timestamptz,
  created_by uuid,
  PRIMARY KEY (external_user_id, external_group_id, scraper_id)
);
CREATE INDEX external_user_groups_external_group_id_idx ON external_user_groups (external_group_id);

CREATE TABLE external_roles (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  scraper_id uuid CONSTRAINT external_roles_scraper_id_fkey REFERENCES config_scrapers (id),
  application_id uuid,
  account_id text,
  aliases text[],
  role_type text,
  name text,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  deleted_at timestamptz,
  CONSTRAINT external_roles_parent CHECK (application_id IS NOT NULL OR scraper_id IS NOT NULL)
);

CREATE TABLE config_access (
  id text PRIMARY KEY DEFAULT uuidv7()::text,
  config_id uuid NOT NULL CONSTRAINT config_fk REFERENCES config_items (id) ON DELETE CASCADE,
  scraper_id uuid CONSTRAINT config_access_scraper_id_fkey REFERENCES config_scrapers (id),
  application_id uuid,
  source text,
  external_user_id uuid CONSTRAINT external_user_fk REFERENCES external_users (id) ON DELETE CASCADE,
  external_group_id uuid CONSTRAINT external_group_fk REFERENCES external_groups (id) ON DELETE CASCADE,
  external_role_id uuid CONSTRAINT external_role_fk REFERENCES external_roles (id) ON DELETE CASCADE,
  created_at timestamptz,
  deleted_at timestamptz,
  deleted_by uuid,
  last_reviewed_at timestamptz,
  last_reviewed_by uuid,
  created_by uuid,
  CONSTRAINT config_access_origin CHECK (scraper_id IS NOT NULL OR application_id IS NOT NULL OR source IS NOT NULL),
  CONSTRAINT at_least_one_id CHECK (external_user_id IS NOT NULL OR external_group_id IS NOT NULL OR external_role_id IS NOT NULL)
);
CREATE INDEX config_access_config_id_idx ON config_access (config_id);
CREATE INDEX config_access_external_user_id_idx ON config_access (external_user_id);
CREATE INDEX config_access_external_group_id_idx ON config_access (external_group_id);

CREATE TABLE config_access_logs (
  external_user_id uuid NOT NULL CONSTRAINT config_access_logs_external_user_id_fkey REFERENCES external_users (id) ON DELETE CASCADE,
  config_id uuid NOT NULL CONSTRAINT config_access_logs_config_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  scraper_id uuid NOT NULL CONSTRAINT config_access_logs_scraper_id_fkey REFERENCES config_scrapers (id),
  mfa boolean,
  properties jsonb,
  count integer DEFAULT 1,
  created_at timestamptz,
  PRIMARY KEY (config_id, external_user_id, scraper_id)
);
CREATE INDEX config_access_logs_external_user_id_idx ON config_access_logs (external_user_id);
`;

/** One row per (config, user, role): group grants unwrapped to their members, as duty's view. */
export const accessViews = /* sql */ `
CREATE VIEW config_access_unwrapped AS
WITH active_external_user_groups AS (
  SELECT DISTINCT ug.external_user_id, ug.external_group_id FROM external_user_groups ug
  JOIN external_users m ON m.id = ug.external_user_id AND m.deleted_at IS NULL
  WHERE ug.deleted_at IS NULL
)
SELECT ca.id || ':' || g.external_user_id::text AS id, ca.config_id, g.external_user_id,
  ca.external_group_id, ca.external_role_id, ca.created_at, ca.deleted_at, ca.deleted_by,
  ca.last_reviewed_at, ca.last_reviewed_by, ca.created_by, ca.scraper_id
FROM config_access ca
JOIN active_external_user_groups g ON g.external_group_id = ca.external_group_id
WHERE ca.deleted_at IS NULL AND ca.external_group_id IS NOT NULL
UNION ALL
SELECT ca.id, ca.config_id, NULL::uuid, ca.external_group_id, ca.external_role_id, ca.created_at,
  ca.deleted_at, ca.deleted_by, ca.last_reviewed_at, ca.last_reviewed_by, ca.created_by, ca.scraper_id
FROM config_access ca
WHERE ca.external_group_id IS NOT NULL AND ca.deleted_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM active_external_user_groups g WHERE g.external_group_id = ca.external_group_id)
UNION ALL
SELECT ca.id, ca.config_id, ca.external_user_id, NULL::uuid, ca.external_role_id, ca.created_at,
  ca.deleted_at, ca.deleted_by, ca.last_reviewed_at, ca.last_reviewed_by, ca.created_by, ca.scraper_id
FROM config_access ca
WHERE ca.external_group_id IS NULL;

CREATE VIEW config_access_summary AS
SELECT ci.id AS config_id, ci.name AS config_name, ci.type AS config_type,
  u.external_group_id, u.external_user_id,
  r.name AS "role",
  COALESCE(r.aliases, ARRAY[]::text[]) AS role_external_ids,
  COALESCE(eu.name, eg.name) AS "user",
  COALESCE(eu.email, '') AS email,
  COALESCE(eu.user_type, CASE WHEN eg.id IS NOT NULL THEN 'group' END) AS user_type,
  u.created_at, u.deleted_at, u.created_by,
  l.last_signed_in_at,
  u.last_reviewed_at, u.last_reviewed_by
FROM config_access_unwrapped u
JOIN config_items ci ON ci.id = u.config_id
LEFT JOIN external_users eu ON eu.id = u.external_user_id AND eu.deleted_at IS NULL
LEFT JOIN external_groups eg ON eg.id = u.external_group_id AND eg.deleted_at IS NULL
LEFT JOIN external_roles r ON r.id = u.external_role_id
LEFT JOIN (
  SELECT config_id, external_user_id, max(created_at) AS last_signed_in_at
  FROM config_access_logs GROUP BY config_id, external_user_id
) l ON l.config_id = u.config_id AND l.external_user_id = u.external_user_id
WHERE u.deleted_at IS NULL AND (eu.id IS NOT NULL OR eg.id IS NOT NULL);
`;
