// Schema, external user aliases and merges (after flanksource/duty, spec 5-access §3, §5): the
// aliases a catalog writer adds to an external user by hand, the access reviews a grant collects,
// and the two functions the console's Users tab calls. `add_external_user_alias` stores the alias
// trimmed and lower-cased (one active row per alias) and adds it to the user's `aliases`, so the
// duplicate search's `aliases.cs.{q}` finds it; `merge_external_users` moves the duplicate's grants,
// reviews, sign-in logs, group memberships and aliases to the primary and soft-deletes it. Both
// raise the spec's error texts, which /db answers as 400.
export const accessAliasesSchema = /* sql */ `
CREATE TABLE external_user_aliases (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  external_user_id uuid NOT NULL CONSTRAINT external_user_aliases_external_user_id_fkey REFERENCES external_users (id) ON DELETE CASCADE,
  alias text NOT NULL,
  source text NOT NULL DEFAULT 'manual',
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid,
  deleted_at timestamptz,
  deleted_by uuid
);
CREATE UNIQUE INDEX external_user_aliases_alias_key ON external_user_aliases (alias) WHERE deleted_at IS NULL;
CREATE INDEX external_user_aliases_external_user_id_idx ON external_user_aliases (external_user_id);

CREATE TABLE access_reviews (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  config_id uuid NOT NULL CONSTRAINT access_reviews_config_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  external_user_id uuid CONSTRAINT access_reviews_external_user_id_fkey REFERENCES external_users (id) ON DELETE CASCADE,
  external_role_id uuid CONSTRAINT access_reviews_external_role_id_fkey REFERENCES external_roles (id) ON DELETE CASCADE,
  config_access_id text,
  scraper_id uuid CONSTRAINT access_reviews_scraper_id_fkey REFERENCES config_scrapers (id),
  application_id uuid,
  source text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_reviews_config_id_idx ON access_reviews (config_id);
CREATE INDEX access_reviews_external_user_id_idx ON access_reviews (external_user_id);

CREATE FUNCTION add_external_user_alias(p_external_user_id uuid, p_alias text, p_created_by uuid DEFAULT NULL)
RETURNS external_user_aliases LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_alias text := lower(trim(COALESCE(p_alias, '')));
  v_owner uuid;
  v_row external_user_aliases;
BEGIN
  IF v_alias = '' THEN RAISE EXCEPTION 'external user alias cannot be empty'; END IF;
  IF NOT EXISTS (SELECT 1 FROM external_users WHERE id = p_external_user_id AND deleted_at IS NULL) THEN
    RAISE EXCEPTION 'active external user % does not exist', p_external_user_id;
  END IF;
  SELECT * INTO v_row FROM external_user_aliases WHERE alias = v_alias AND deleted_at IS NULL;
  IF FOUND THEN
    IF v_row.external_user_id = p_external_user_id THEN RETURN v_row; END IF;
    RAISE EXCEPTION 'alias % is already assigned to external user %', v_alias, v_row.external_user_id;
  END IF;
  SELECT id INTO v_owner FROM external_users
  WHERE deleted_at IS NULL AND id <> p_external_user_id AND v_alias = ANY (aliases) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'alias % already identifies active external user %', v_alias, v_owner;
  END IF;
  INSERT INTO external_user_aliases (external_user_id, alias, source, created_by)
  VALUES (p_external_user_id, v_alias, 'manual', p_created_by) RETURNING * INTO v_row;
  UPDATE external_users SET aliases = array_append(COALESCE(aliases, ARRAY[]::text[]), v_alias), updated_at = now()
  WHERE id = p_external_user_id AND NOT (v_alias = ANY (COALESCE(aliases, ARRAY[]::text[])));
  RETURN v_row;
END
$$;

CREATE FUNCTION merge_external_users(p_primary_id uuid, p_duplicate_id uuid, p_created_by uuid DEFAULT NULL)
RETURNS uuid LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_aliases text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM external_users WHERE id = p_primary_id AND deleted_at IS NULL) THEN
    RAISE EXCEPTION 'active primary external user % does not exist', p_primary_id;
  END IF;
  IF p_duplicate_id IS NULL OR p_duplicate_id = p_primary_id
    OR NOT EXISTS (SELECT 1 FROM external_users WHERE id = p_duplicate_id AND deleted_at IS NULL) THEN
    RAISE EXCEPTION 'duplicate external user % does not exist', p_duplicate_id;
  END IF;
  UPDATE config_access SET external_user_id = p_primary_id WHERE external_user_id = p_duplicate_id;
  UPDATE access_reviews SET external_user_id = p_primary_id WHERE external_user_id = p_duplicate_id;
  -- One log row per (config, user, scraper): a sign-in both made folds into the primary's.
  INSERT INTO config_access_logs AS l (external_user_id, config_id, scraper_id, mfa, properties, count, created_at)
  SELECT p_primary_id, config_id, scraper_id, mfa, properties, count, created_at
  FROM config_access_logs WHERE external_user_id = p_duplicate_id
  ON CONFLICT (config_id, external_user_id, scraper_id) DO UPDATE SET
    count = COALESCE(l.count, 0) + COALESCE(EXCLUDED.count, 0),
    mfa = CASE WHEN EXCLUDED.created_at > l.created_at THEN EXCLUDED.mfa ELSE l.mfa END,
    properties = CASE WHEN EXCLUDED.created_at > l.created_at THEN EXCLUDED.properties ELSE l.properties END,
    created_at = GREATEST(l.created_at, EXCLUDED.created_at);
  DELETE FROM config_access_logs WHERE external_user_id = p_duplicate_id;
  INSERT INTO external_user_groups (external_user_id, external_group_id, scraper_id, deleted_at, deleted_by, created_at, created_by)
  SELECT p_primary_id, external_group_id, scraper_id, deleted_at, deleted_by, created_at, COALESCE(p_created_by, created_by)
  FROM external_user_groups WHERE external_user_id = p_duplicate_id
  ON CONFLICT (external_user_id, external_group_id, scraper_id) DO NOTHING;
  DELETE FROM external_user_groups WHERE external_user_id = p_duplicate_id;
  UPDATE external_user_aliases SET external_user_id = p_primary_id WHERE external_user_id = p_duplicate_id;
  SELECT aliases INTO v_aliases FROM external_users WHERE id = p_duplicate_id;
  UPDATE external_users SET deleted_at = now(), updated_at = now() WHERE id = p_duplicate_id;
  UPDATE external_users SET updated_at = now(), aliases = ARRAY(
    SELECT DISTINCT a FROM unnest(COALESCE(aliases, ARRAY[]::text[]) || COALESCE(v_aliases, ARRAY[]::text[])) a ORDER BY a)
  WHERE id = p_primary_id;
  RETURN p_primary_id;
END
$$;
`;
