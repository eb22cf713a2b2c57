// Schema, permissions (spec 5-access §3, after duty's permissions and permission_groups tables and
// its permissions_summary, permission_subjects and permissions_for_obj_selector): the grants and
// denials an administrator writes, the subjects they can name, and the check mission-control makes
// when it loads a rule. Upstream's casbin adapter expands a rule's `object_selector.scopes` on load
// and stores why it could not (`error`: `ErrScopeExpansion…[:namespace/name]`); here a trigger
// does the same on every insert and update (and a scope's change re-checks the rules naming it),
// so a 'Re-check' (PATCH `{error: null}`) answers with the error again while the selector is wrong. Applied after the console chunk (scopes).
import { createdBy, stampedSoftDelete } from './columns.ts';

/** The Go types' string fields a selector item or a scope target may carry. */
const stringFields = `ARRAY['id','name','namespace','agent','tagSelector','labelSelector']`;

export const permissionsSchema = /* sql */ `
CREATE TABLE permission_groups (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  namespace text,
  selectors jsonb,
  source text NOT NULL DEFAULT 'UI',
  ${createdBy('permission_groups')},
  ${stampedSoftDelete}
);

CREATE TABLE permissions (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text,
  namespace text,
  description text,
  source text DEFAULT 'UI',
  subject_type text DEFAULT 'group',
  subject text,
  action text NOT NULL,
  object text,
  object_selector jsonb,
  deny boolean DEFAULT false,
  component_id uuid CONSTRAINT permissions_component_id_fkey REFERENCES components (id),
  config_id uuid CONSTRAINT permissions_config_id_fkey REFERENCES config_items (id),
  canary_id uuid CONSTRAINT permissions_canary_id_fkey REFERENCES canaries (id),
  playbook_id uuid CONSTRAINT permissions_playbook_id_fkey REFERENCES playbooks (id),
  connection_id uuid CONSTRAINT permissions_connection_id_fkey REFERENCES connections (id),
  person_id uuid CONSTRAINT permissions_person_fkey REFERENCES people (id),
  team_id uuid CONSTRAINT permissions_team_fkey REFERENCES teams (id),
  notification_id uuid CONSTRAINT permissions_notification_fkey REFERENCES notifications (id),
  ${createdBy('permissions')},
  updated_by uuid,
  ${stampedSoftDelete},
  error text,
  until timestamptz,
  agents text[],
  tags jsonb
);
CREATE INDEX permissions_config_id_idx ON permissions (config_id);
CREATE INDEX permissions_component_id_idx ON permissions (component_id);
CREATE INDEX permissions_playbook_id_idx ON permissions (playbook_id);

-- True when a JSON value is an object whose string fields are strings (or null), as Go's decoder
-- of a resource selector demands.
CREATE FUNCTION sandbox_selector_item_ok(item jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_typeof(item) = 'object' AND NOT EXISTS (
    SELECT 1 FROM jsonb_each(item) kv
    WHERE kv.key = ANY (${stringFields}) AND jsonb_typeof(kv.value) NOT IN ('string', 'null'))
$$;

-- Why a permission's selector cannot be expanded, as the codes the console translates: not an
-- object of lists of selectors; a scope it names that does not exist (or is deleted); a scope whose
-- targets are not a list of {config|component|playbook|canary|view|global: selector}.
CREATE FUNCTION sandbox_permission_error(selector jsonb) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  field text;
  items jsonb;
  ref jsonb;
  targets jsonb;
  label text;
BEGIN
  IF selector IS NULL OR jsonb_typeof(selector) = 'null' THEN RETURN NULL; END IF;
  IF jsonb_typeof(selector) <> 'object' THEN RETURN 'ErrScopeExpansionInvalidObjectSelector'; END IF;
  FOREACH field IN ARRAY ARRAY['playbooks','connections','configs','components','scopes','views'] LOOP
    items := selector -> field;
    CONTINUE WHEN items IS NULL OR jsonb_typeof(items) = 'null';
    IF jsonb_typeof(items) <> 'array' OR EXISTS (
      SELECT 1 FROM jsonb_array_elements(items) e WHERE NOT sandbox_selector_item_ok(e)
    ) THEN
      RETURN 'ErrScopeExpansionInvalidObjectSelector';
    END IF;
  END LOOP;
  IF jsonb_typeof(selector -> 'scopes') IS DISTINCT FROM 'array' THEN RETURN NULL; END IF;
  FOR ref IN SELECT e FROM jsonb_array_elements(selector -> 'scopes') e LOOP
    label := COALESCE(ref ->> 'namespace', '') || '/' || COALESCE(ref ->> 'name', '');
    SELECT s.targets INTO targets FROM scopes s
    WHERE s.name = ref ->> 'name' AND COALESCE(s.namespace, '') = COALESCE(ref ->> 'namespace', '')
      AND s.deleted_at IS NULL
    LIMIT 1;
    IF NOT FOUND THEN RETURN 'ErrScopeExpansionScopeNotFound:' || label; END IF;
    IF jsonb_typeof(targets) <> 'array' OR EXISTS (
      SELECT 1 FROM jsonb_array_elements(targets) t
      WHERE jsonb_typeof(t) <> 'object' OR EXISTS (
        SELECT 1 FROM jsonb_each(t) kv
        WHERE kv.key IN ('config','component','playbook','canary','view','global')
          AND jsonb_typeof(kv.value) <> 'null' AND NOT sandbox_selector_item_ok(kv.value))
    ) THEN
      RETURN 'ErrScopeExpansionInvalidScopeTargets:' || label;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE FUNCTION sandbox_permissions_evaluate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.error := sandbox_permission_error(NEW.object_selector);
  IF TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at
    AND to_jsonb(NEW) - 'error' - 'updated_at' IS DISTINCT FROM to_jsonb(OLD) - 'error' - 'updated_at' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER permissions_evaluate BEFORE INSERT OR UPDATE ON permissions
FOR EACH ROW EXECUTE FUNCTION sandbox_permissions_evaluate();

-- A scope written, deleted or restored re-evaluates the rules that name it, as mission-control
-- reloads them on a scope's change.
CREATE FUNCTION sandbox_scopes_reevaluate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE permissions p SET error = sandbox_permission_error(p.object_selector)
  WHERE p.deleted_at IS NULL AND jsonb_typeof(p.object_selector -> 'scopes') = 'array'
    AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.object_selector -> 'scopes') r
      WHERE r ->> 'name' IN (NEW.name, OLD.name));
  RETURN NULL;
END
$$;
CREATE TRIGGER scopes_reevaluate AFTER INSERT OR UPDATE OR DELETE ON scopes
FOR EACH ROW EXECUTE FUNCTION sandbox_scopes_reevaluate();

CREATE VIEW permissions_group_summary AS
SELECT subject, subject_type, subject AS subject_label, action, object, deny
FROM permissions
WHERE subject_type = 'group' AND deleted_at IS NULL;

CREATE VIEW permissions_summary AS
SELECT p.*,
  CASE WHEN p.subject_type = 'person' THEN jsonb_build_object('id', pe.id, 'name', pe.name, 'email', pe.email) END AS person,
  CASE WHEN p.subject_type = 'team' THEN jsonb_build_object('id', t.id, 'namespace', t.source, 'name', t.name) END AS team,
  CASE WHEN p.subject_type = 'canary' THEN jsonb_build_object('id', c.id, 'namespace', c.namespace, 'name', c.name) END AS canary,
  CASE WHEN p.subject_type = 'group' THEN jsonb_build_object('id', pg.id, 'namespace', pg.namespace, 'name', COALESCE(pg.name, p.subject)) END AS "group",
  CASE WHEN p.subject_type = 'notification' THEN jsonb_build_object('id', n.id, 'namespace', n.namespace, 'name', n.name) END AS notification,
  CASE WHEN p.subject_type = 'playbook' THEN jsonb_build_object('id', pb.id, 'namespace', pb.namespace, 'name', pb.name, 'title', pb.title, 'icon', pb.icon) END AS playbook,
  CASE WHEN p.subject_type = 'scraper' THEN jsonb_build_object('id', cs.id, 'namespace', cs.namespace, 'name', cs.name) END AS scraper,
  CASE WHEN p.subject_type = 'topology' THEN jsonb_build_object('id', tp.id, 'namespace', tp.namespace, 'name', tp.name) END AS topology,
  CASE WHEN p.component_id IS NOT NULL THEN jsonb_build_object('id', comp.id, 'icon', COALESCE(comp.icon, comp.type), 'name', comp.name) END AS component_object,
  CASE WHEN p.config_id IS NOT NULL THEN jsonb_build_object('id', ci.id, 'icon', ci.icon, 'type', ci.type, 'name', ci.name) END AS config_object,
  CASE WHEN p.canary_id IS NOT NULL THEN jsonb_build_object('id', cr.id, 'namespace', cr.namespace, 'name', cr.name) END AS canary_object,
  CASE WHEN p.playbook_id IS NOT NULL THEN jsonb_build_object('id', pr.id, 'icon', pr.icon, 'name', COALESCE(NULLIF(pr.title, ''), pr.name)) END AS playbook_object,
  CASE WHEN p.connection_id IS NOT NULL THEN jsonb_build_object('id', conn.id, 'type', conn.type, 'name', conn.name) END AS connection_object
FROM permissions p
LEFT JOIN permission_groups pg ON p.subject_type = 'group' AND pg.name = p.subject AND pg.deleted_at IS NULL
LEFT JOIN people pe ON p.subject_type = 'person' AND pe.id::text = p.subject
LEFT JOIN teams t ON p.subject_type = 'team' AND t.id::text = p.subject
LEFT JOIN canaries c ON p.subject_type = 'canary' AND c.id::text = p.subject
LEFT JOIN notifications n ON p.subject_type = 'notification' AND n.id::text = p.subject
LEFT JOIN playbooks pb ON p.subject_type = 'playbook' AND pb.id::text = p.subject
LEFT JOIN config_scrapers cs ON p.subject_type = 'scraper' AND cs.id::text = p.subject
LEFT JOIN topologies tp ON p.subject_type = 'topology' AND tp.id::text = p.subject
LEFT JOIN components comp ON comp.id = p.component_id
LEFT JOIN config_items ci ON ci.id = p.config_id
LEFT JOIN canaries cr ON cr.id = p.canary_id
LEFT JOIN playbooks pr ON pr.id = p.playbook_id
LEFT JOIN connections conn ON conn.id = p.connection_id
WHERE p.deleted_at IS NULL;

-- Who a permission can name (spec 5-access §2.5): the built-in roles are fixed rows.
CREATE VIEW permission_subjects AS
SELECT t.id::text AS id, t.name, 'team' AS type, NULL::text AS email, NULL::text AS owner, t.icon
FROM teams t WHERE t.deleted_at IS NULL
UNION ALL
SELECT g.id::text, g.name, 'permission_subject_group', NULL, NULL, NULL
FROM permission_groups g WHERE g.deleted_at IS NULL AND trim(g.name) <> ''
UNION ALL
SELECT p.id::text, tok.name, 'access_token_person', NULL, tok.created_by::text, NULL
FROM people p JOIN access_tokens tok ON tok.person_id = p.id
WHERE p.deleted_at IS NULL AND p.type = 'access_token' AND p.email IS NOT NULL
UNION ALL
SELECT p.id::text, p.name, 'person', p.email, NULL, NULL
FROM people p WHERE p.deleted_at IS NULL AND p.type IS NULL AND p.email IS NOT NULL
UNION ALL
SELECT pb.id::text, COALESCE(NULLIF(pb.title, ''), pb.name), 'playbook', NULL, pb.created_by::text, pb.icon
FROM playbooks pb WHERE pb.deleted_at IS NULL
UNION ALL
SELECT r.name, r.name, 'role', NULL, NULL, NULL
FROM (VALUES ('everyone'), ('editor'), ('viewer'), ('guest')) AS r(name);

-- The rules whose selector names one object (the playbook dialog's 'Inbound').
CREATE FUNCTION permissions_for_obj_selector(p_field text, p_name text, p_namespace text DEFAULT NULL)
RETURNS SETOF permissions_summary LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF p_field IS NULL OR trim(p_field) = '' THEN RAISE EXCEPTION 'p_field is required'; END IF;
  IF p_name IS NULL OR trim(p_name) = '' THEN RAISE EXCEPTION 'p_name is required'; END IF;
  RETURN QUERY
  SELECT ps.* FROM permissions_summary ps
  WHERE jsonb_typeof(ps.object_selector -> p_field) = 'array' AND EXISTS (
    SELECT 1 FROM jsonb_array_elements(ps.object_selector -> p_field) sel
    WHERE sel ->> 'name' = p_name
      AND (COALESCE(trim(p_namespace), '') = '' OR COALESCE(sel ->> 'namespace', '') IN ('', p_namespace)));
END
$$;
`;
