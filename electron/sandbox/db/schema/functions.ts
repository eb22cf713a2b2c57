// RPC functions the console calls through /db/rpc: relationship graph walk, playbook run
// actions, location parents and insight filter options. Signatures follow reference §5.2.
export const functionsSchema = /* sql */ `
-- The relationship graph around one config: a breadth-first walk over relationships and parent
-- links (parent→child is the "hard" kind, as upstream's trigger-made 'hard' rows; the seeded
-- relationships are soft), one indexed lookup per level with a visited set, so each config is
-- expanded once (a recursive CTE explores every path: seconds on the small seed). 'all' is the
-- union of the two directed walks, as upstream; the root's ancestors by location are always
-- added, as upstream's get_recursive_path. One row per config: its depth and related_ids (the
-- targets of the edges walked from it). Aggregated here, over arrays, so that no plan depends on
-- the planner's guess of how large the walk is.
CREATE FUNCTION related_config_walk(
  config_id uuid, type_filter text DEFAULT 'outgoing', max_depth int DEFAULT 5,
  incoming_relation text DEFAULT 'both', outgoing_relation text DEFAULT 'both'
) RETURNS TABLE (id uuid, depth int, related_ids text[]) LANGUAGE plpgsql STABLE ROWS 50
-- With the frontier's values in view the planner prefers sequential scans (a parent has many
-- children, so each id looks common); the generic plan probes the indexes, which is right here.
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  root uuid := related_config_walk.config_id;
  dir text;
  hard_only boolean;
  frontier uuid[];
  seen uuid[];
  found uuid[];
  step_src uuid[];
  step_dst uuid[];
  edge_src uuid[] := '{}';
  edge_dst uuid[] := '{}';
  node_ids uuid[] := ARRAY[root];
  node_depths int[] := ARRAY[0];
  ancestors uuid[];
  level int;
BEGIN
  IF type_filter IS NOT NULL AND type_filter NOT IN ('incoming', 'outgoing', 'all', '') THEN
    RAISE EXCEPTION 'Invalid type_filter value. Allowed values are: ''incoming'', ''outgoing'', ''all''';
  END IF;
  FOREACH dir IN ARRAY CASE type_filter WHEN 'incoming' THEN ARRAY['incoming']
    WHEN 'outgoing' THEN ARRAY['outgoing'] ELSE ARRAY['incoming', 'outgoing'] END LOOP
    hard_only := CASE dir WHEN 'incoming' THEN incoming_relation ELSE outgoing_relation END = 'hard';
    frontier := ARRAY[root];
    seen := ARRAY[root];
    FOR level IN 1..COALESCE(max_depth, 0) LOOP
      IF dir = 'outgoing' THEN
        SELECT array_agg(x.s), array_agg(x.d) INTO step_src, step_dst FROM (
          SELECT r.config_id AS s, r.related_id AS d FROM config_relationships r
          WHERE r.config_id = ANY (frontier) AND r.deleted_at IS NULL
            AND (NOT hard_only OR r.relation = 'hard')
          UNION
          SELECT c.parent_id, c.id FROM config_items c WHERE c.parent_id = ANY (frontier)) x;
        SELECT array_agg(q.n) INTO found FROM (
          SELECT unnest(step_dst) EXCEPT SELECT unnest(seen)) q(n);
      ELSE
        SELECT array_agg(x.s), array_agg(x.d) INTO step_src, step_dst FROM (
          SELECT r.config_id AS s, r.related_id AS d FROM config_relationships r
          WHERE r.related_id = ANY (frontier) AND r.deleted_at IS NULL
            AND (NOT hard_only OR r.relation = 'hard')
          UNION
          SELECT c.parent_id, c.id FROM config_items c
          WHERE c.id = ANY (frontier) AND c.parent_id IS NOT NULL) x;
        SELECT array_agg(q.n) INTO found FROM (
          SELECT unnest(step_src) EXCEPT SELECT unnest(seen)) q(n);
      END IF;
      EXIT WHEN step_src IS NULL;
      edge_src := edge_src || step_src;
      edge_dst := edge_dst || step_dst;
      EXIT WHEN found IS NULL;
      node_ids := node_ids || found;
      node_depths := node_depths || array_fill(level, ARRAY[cardinality(found)]);
      seen := seen || found;
      frontier := found;
    END LOOP;
  END LOOP;
  -- path holds the ancestor ids from the top down to the parent.
  SELECT string_to_array(NULLIF(ci.path, ''), '.')::uuid[] INTO ancestors
  FROM config_items ci WHERE ci.id = root;
  IF cardinality(ancestors) > 0 THEN
    node_ids := node_ids || ancestors;
    SELECT node_depths || array_agg(cardinality(ancestors) - a.ord + 1 ORDER BY a.ord)::int[]
      INTO node_depths FROM unnest(ancestors) WITH ORDINALITY a(id, ord);
    edge_src := edge_src || ancestors;
    edge_dst := edge_dst || (ancestors[2:] || root);
  END IF;
  RETURN QUERY
    SELECT x.id, min(x.depth)::int, array_agg(DISTINCT x.dst::text) FILTER (WHERE x.dst IS NOT NULL)
    FROM (
      SELECT u.id, u.depth, NULL::uuid AS dst FROM unnest(node_ids, node_depths) u(id, depth)
      UNION ALL
      SELECT e.src, NULL::int, e.dst FROM unnest(edge_src, edge_dst) e(src, dst)) x
    GROUP BY x.id;
END;
$$;

CREATE FUNCTION related_configs_recursive(
  config_id uuid, type_filter text DEFAULT 'outgoing', include_deleted_configs boolean DEFAULT false,
  max_depth int DEFAULT 5, incoming_relation text DEFAULT 'both', outgoing_relation text DEFAULT 'both'
) RETURNS TABLE (
  id uuid, name text, type text, related_ids text[], tags jsonb, changes int, analysis jsonb,
  cost_per_minute numeric, cost_total_1h numeric, cost_total_1d numeric, cost_total_7d numeric,
  cost_total_30d numeric, created_at timestamptz, updated_at timestamptz, deleted_at timestamptz,
  agent_id uuid, health text, ready boolean, status text, path text
) LANGUAGE sql STABLE AS $$
  SELECT c.id, c.name, c.type, w.related_ids, c.tags, c.changes, c.analysis, c.cost_per_minute,
    c.cost_total_1h, c.cost_total_1d, c.cost_total_7d, c.cost_total_30d, c.created_at, c.updated_at,
    c.deleted_at, c.agent_id, c.health, c.ready, c.status, c.path
  FROM related_config_walk(related_configs_recursive.config_id, type_filter, max_depth,
    incoming_relation, outgoing_relation) w
  JOIN configs c ON c.id = w.id
  WHERE include_deleted_configs OR c.deleted_at IS NULL OR c.id = related_configs_recursive.config_id
  ORDER BY w.depth, c.name, c.id;
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
