// RPC functions the console calls through /db/rpc: relationship graph walk, playbook run
// actions, location parents and insight filter options. Signatures follow reference §5.2.
export const functionsSchema = /* sql */ `
CREATE FUNCTION related_configs_recursive(
  config_id uuid, type_filter text DEFAULT 'outgoing', include_deleted_configs boolean DEFAULT false,
  max_depth int DEFAULT 5, incoming_relation text DEFAULT 'both', outgoing_relation text DEFAULT 'both'
) RETURNS TABLE (
  id uuid, name text, type text, related_ids text[], tags jsonb, changes int, analysis jsonb,
  cost_per_minute numeric, cost_total_1h numeric, cost_total_1d numeric, cost_total_30d numeric,
  created_at timestamptz, updated_at timestamptz, deleted_at timestamptz, agent_id uuid, health text,
  ready boolean, status text, path text
) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE edges AS (
    SELECT r.config_id AS src, r.related_id AS dst FROM config_relationships r WHERE r.deleted_at IS NULL
    UNION ALL
    SELECT ci.parent_id, ci.id FROM config_items ci WHERE ci.parent_id IS NOT NULL
  ),
  walk(node, depth) AS (
    SELECT related_configs_recursive.config_id, 0
    UNION
    SELECT CASE WHEN e.src = w.node THEN e.dst ELSE e.src END, w.depth + 1
    FROM walk w JOIN edges e ON
      (type_filter IN ('outgoing', 'all') AND e.src = w.node) OR
      (type_filter IN ('incoming', 'all') AND e.dst = w.node)
    WHERE w.depth < max_depth
  ),
  nodes AS (SELECT DISTINCT node FROM walk)
  SELECT c.id, c.name, c.type,
    (SELECT array_agg(DISTINCT e.dst::text) FROM edges e WHERE e.src = c.id AND e.dst IN (SELECT node FROM nodes)),
    c.tags, c.changes, c.analysis, c.cost_per_minute, c.cost_total_1h, c.cost_total_1d, c.cost_total_30d,
    c.created_at, c.updated_at, c.deleted_at, c.agent_id, c.health, c.ready, c.status, c.path
  FROM nodes n JOIN configs c ON c.id = n.node
  WHERE include_deleted_configs OR c.deleted_at IS NULL OR c.id = related_configs_recursive.config_id;
$$;

CREATE FUNCTION get_playbook_run_actions(run_id uuid) RETURNS TABLE (
  id uuid, name text, playbook_run_id uuid, status text, scheduled_time timestamptz,
  start_time timestamptz, end_time timestamptz, result jsonb, error text, agent_id uuid,
  retry_count int, agent jsonb, artifacts jsonb
) LANGUAGE sql STABLE AS $$
  SELECT a.id, a.name, a.playbook_run_id, a.status, a.scheduled_time, a.start_time, a.end_time, a.result,
    a.error, a.agent_id, a.retry_count,
    (SELECT jsonb_build_object('id', ag.id, 'name', ag.name) FROM agents ag WHERE ag.id = a.agent_id),
    (SELECT jsonb_agg(to_jsonb(ar)) FROM artifacts ar WHERE ar.playbook_run_action_id = a.id)
  FROM playbook_run_actions a
  JOIN playbook_runs r ON r.id = a.playbook_run_id
  WHERE r.id = get_playbook_run_actions.run_id OR r.parent_id = get_playbook_run_actions.run_id
  ORDER BY a.start_time NULLS LAST, a.scheduled_time;
$$;

CREATE FUNCTION get_parents_by_location(config_id uuid, alias_prefix text DEFAULT NULL,
  include_deleted boolean DEFAULT false)
RETURNS TABLE (id uuid, name text, type text) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(cid, depth) AS (
    SELECT ci.parent_id, 1 FROM config_items ci WHERE ci.id = get_parents_by_location.config_id
    UNION ALL
    SELECT ci.parent_id, up.depth + 1 FROM up JOIN config_items ci ON ci.id = up.cid
    WHERE ci.parent_id IS NOT NULL AND up.depth < 32
  )
  SELECT ci.id, ci.name, ci.type FROM up JOIN config_items ci ON ci.id = up.cid
  WHERE include_deleted OR ci.deleted_at IS NULL
  ORDER BY up.depth DESC;
$$;

CREATE FUNCTION config_analysis_filter_options(p_config_id uuid DEFAULT NULL) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'types', COALESCE((SELECT jsonb_agg(DISTINCT a.analysis_type) FROM config_analysis a
      WHERE a.analysis_type IS NOT NULL AND (p_config_id IS NULL OR a.config_id = p_config_id)), '[]'::jsonb),
    'analyzers', COALESCE((SELECT jsonb_agg(DISTINCT a.analyzer) FROM config_analysis a
      WHERE p_config_id IS NULL OR a.config_id = p_config_id), '[]'::jsonb),
    'sources', COALESCE((SELECT jsonb_agg(DISTINCT a.source) FROM config_analysis a
      WHERE a.source IS NOT NULL AND (p_config_id IS NULL OR a.config_id = p_config_id)), '[]'::jsonb),
    'config_types', COALESCE((SELECT jsonb_agg(DISTINCT ci.type) FROM config_analysis a
      JOIN config_items ci ON ci.id = a.config_id
      WHERE p_config_id IS NULL OR a.config_id = p_config_id), '[]'::jsonb),
    'catalogs', COALESCE((SELECT jsonb_agg(x) FROM (
      SELECT DISTINCT ci.id, ci.name, ci.type, ci.config_class FROM config_analysis a
      JOIN config_items ci ON ci.id = a.config_id
      WHERE p_config_id IS NULL OR a.config_id = p_config_id ORDER BY ci.name LIMIT 500) x), '[]'::jsonb));
$$;
`;
