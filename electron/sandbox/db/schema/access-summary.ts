// Schema, the global catalog access page (spec 5-access §2.7, §3): config_access_summary grouped
// by user, by group and by config, with counts, the latest sign-in and the latest grant, and
// `config_access_filter_options`, the flat mode's filter choices, where each facet narrows by
// every other parameter but its own (a chosen user still lists every user). `p_config_type` is
// the page's scope, not a facet: it narrows all five.

/** What a user's and a group's row sum up of their grants: the configs, their types, the latest
 * sign-in and the latest grant. */
const grantsSummed = /* sql */ `count(DISTINCT s.config_id)::int AS distinct_configs,
  max(s.last_signed_in_at) AS last_signed_in_at,
  max(s.created_at) AS latest_grant,
  array_agg(DISTINCT s.config_type) FILTER (WHERE s.config_type IS NOT NULL) AS config_types`;

export const accessSummaryViews = /* sql */ `
CREATE VIEW config_access_summary_by_user AS
SELECT s.external_user_id, max(s."user") AS "user", max(s.email) AS email,
  count(*)::int AS access_count,
  count(DISTINCT s."role")::int AS distinct_roles,
  ${grantsSummed}
FROM config_access_summary s
WHERE s.external_user_id IS NOT NULL
GROUP BY s.external_user_id;

CREATE VIEW config_access_summary_by_group AS
SELECT s.external_group_id, g.name AS "group",
  count(*)::int AS access_count,
  count(DISTINCT s.external_user_id)::int AS distinct_users,
  count(DISTINCT s."role")::int AS distinct_roles,
  ${grantsSummed}
FROM config_access_summary s
JOIN external_groups g ON g.id = s.external_group_id
WHERE s.external_group_id IS NOT NULL
GROUP BY s.external_group_id, g.name;

CREATE VIEW config_access_summary_by_config AS
SELECT s.config_id, s.config_name, s.config_type,
  count(*)::int AS access_count,
  count(DISTINCT s.external_user_id)::int AS distinct_users,
  count(DISTINCT s."role")::int AS distinct_roles,
  max(s.last_signed_in_at) AS last_signed_in_at,
  max(s.created_at) AS latest_grant
FROM config_access_summary s
GROUP BY s.config_id, s.config_name, s.config_type;

CREATE FUNCTION config_access_filter_options(
  p_config_id uuid DEFAULT NULL, p_config_type text DEFAULT NULL, p_user_id uuid DEFAULT NULL,
  p_role text DEFAULT NULL, p_user_type text DEFAULT NULL, p_group_id uuid DEFAULT NULL)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  WITH s AS (
    SELECT * FROM config_access_summary
    WHERE p_config_type IS NULL OR p_config_type = '' OR config_type = p_config_type
  ),
  -- Each facet: the rows every other given parameter keeps (its own is skipped).
  f AS (
    SELECT s.*,
      (p_config_id IS NULL OR s.config_id = p_config_id) AS k_config,
      (p_user_id IS NULL OR s.external_user_id = p_user_id) AS k_user,
      (p_group_id IS NULL OR s.external_group_id = p_group_id) AS k_group,
      (COALESCE(p_role, '') = '' OR s."role" = p_role) AS k_role,
      (COALESCE(p_user_type, '') = '' OR s.user_type = p_user_type) AS k_type
    FROM s
  )
  SELECT jsonb_build_object(
    'catalogs', COALESCE((SELECT jsonb_agg(jsonb_build_object('config_id', config_id,
        'config_name', config_name, 'config_type', config_type) ORDER BY config_name, config_id)
      FROM (SELECT DISTINCT config_id, config_name, config_type FROM f
            WHERE k_user AND k_group AND k_role AND k_type) c), '[]'::jsonb),
    'users', COALESCE((SELECT jsonb_agg(jsonb_build_object('external_user_id', external_user_id,
        'user', "user", 'email', email) ORDER BY "user", external_user_id)
      FROM (SELECT DISTINCT external_user_id, "user", email FROM f
            WHERE external_user_id IS NOT NULL AND k_config AND k_group AND k_role AND k_type) u), '[]'::jsonb),
    'groups', COALESCE((SELECT jsonb_agg(jsonb_build_object('external_group_id', external_group_id,
        'group', "group") ORDER BY "group", external_group_id)
      FROM (SELECT DISTINCT f.external_group_id, g.name AS "group" FROM f
            JOIN external_groups g ON g.id = f.external_group_id
            WHERE k_config AND k_user AND k_role AND k_type) gr), '[]'::jsonb),
    'roles', COALESCE((SELECT jsonb_agg(jsonb_build_object('role', "role") ORDER BY "role")
      FROM (SELECT DISTINCT "role" FROM f
            WHERE "role" IS NOT NULL AND k_config AND k_user AND k_group AND k_type) r), '[]'::jsonb),
    'user_types', COALESCE((SELECT jsonb_agg(jsonb_build_object('user_type', user_type) ORDER BY user_type)
      FROM (SELECT DISTINCT user_type FROM f
            WHERE user_type IS NOT NULL AND k_config AND k_user AND k_group AND k_role) t), '[]'::jsonb))
$$;
`;
