// Schema, health domain: canaries, checks, their status history and the per-check summary the
// health views read (upstream keeps it in a materialized view; here the ticker refreshes it).
import { agentId, createdBy, stamped } from './columns.ts';
export const healthSchema = /* sql */ `
CREATE TABLE canaries (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  ${agentId('canaries')},
  name text NOT NULL,
  namespace text NOT NULL,
  labels jsonb,
  annotations jsonb,
  spec jsonb NOT NULL,
  source text,
  is_pushed boolean NOT NULL DEFAULT false,
  created_at timestamptz DEFAULT now(),
  ${createdBy('canaries')},
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX canaries_created_at_idx ON canaries (created_at DESC);

CREATE TABLE checks (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  canary_id uuid NOT NULL CONSTRAINT checks_canary_id_fkey REFERENCES canaries (id) ON DELETE CASCADE,
  ${agentId('checks')},
  type text NOT NULL,
  name text NOT NULL,
  namespace text,
  description text,
  icon text,
  spec jsonb,
  labels jsonb,
  owner text,
  severity text,
  category text,
  is_pushed boolean NOT NULL DEFAULT false,
  transformed boolean,
  last_runtime timestamptz,
  last_transition_time timestamptz,
  next_runtime timestamptz,
  silenced_at timestamptz,
  status text,
  created_at timestamptz DEFAULT now(),
  updated_at timestamptz DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX checks_canary_id_idx ON checks (canary_id);
CREATE INDEX checks_agent_id_idx ON checks (agent_id);
CREATE INDEX checks_next_runtime_idx ON checks (next_runtime) WHERE deleted_at IS NULL;
CREATE INDEX checks_name_idx ON checks (name);

CREATE TABLE check_statuses (
  check_id uuid NOT NULL CONSTRAINT check_statuses_check_id_fkey REFERENCES checks (id) ON DELETE CASCADE,
  details jsonb,
  duration integer,
  error text,
  time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  invalid boolean,
  message text,
  status boolean,
  severity text,
  is_pushed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (check_id, time)
);

CREATE TABLE checks_unlogged (
  check_id uuid PRIMARY KEY CONSTRAINT checks_unlogged_check_id_fkey REFERENCES checks (id) ON DELETE CASCADE,
  canary_id uuid NOT NULL,
  status text,
  last_runtime timestamptz,
  next_runtime timestamptz,
  is_pushed boolean NOT NULL DEFAULT false,
  ${stamped}
);

-- Sandbox stand-in for upstream's materialized view of the same name: one row per check with
-- uptime and latency over the stored history. Refreshed by sandbox_refresh_check_status_summary().
CREATE TABLE check_status_summary (
  check_id uuid PRIMARY KEY CONSTRAINT check_status_summary_check_id_fkey REFERENCES checks (id) ON DELETE CASCADE,
  passed integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  last_pass timestamptz,
  last_fail timestamptz,
  p99 double precision,
  p97 double precision,
  p95 double precision,
  p50 double precision,
  mean double precision
);

CREATE FUNCTION sandbox_refresh_check_status_summary(ids uuid[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO check_status_summary (check_id, passed, failed, last_pass, last_fail, p99, p97, p95, p50, mean)
  SELECT check_id, passed, failed, last_pass, last_fail, p[1], p[2], p[3], p[4], mean
  FROM (
    SELECT check_id,
      count(*) FILTER (WHERE status) AS passed,
      count(*) FILTER (WHERE NOT status) AS failed,
      max(time) FILTER (WHERE status) AS last_pass,
      max(time) FILTER (WHERE NOT status) AS last_fail,
      -- One sort per check for all four percentiles.
      percentile_cont(ARRAY[0.99, 0.97, 0.95, 0.5]) WITHIN GROUP (ORDER BY duration) AS p,
      avg(duration) AS mean
    FROM check_statuses
    WHERE ids IS NULL OR check_id = ANY (ids)
    GROUP BY check_id
  ) agg
  ON CONFLICT (check_id) DO UPDATE SET
    passed = EXCLUDED.passed, failed = EXCLUDED.failed,
    last_pass = EXCLUDED.last_pass, last_fail = EXCLUDED.last_fail,
    p99 = EXCLUDED.p99, p97 = EXCLUDED.p97, p95 = EXCLUDED.p95, p50 = EXCLUDED.p50, mean = EXCLUDED.mean;
$$;
`;
