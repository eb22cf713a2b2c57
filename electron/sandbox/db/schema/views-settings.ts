// Views, settings and people: agents summary, user roles, teams/scrapers/integrations with their
// latest job, job history, event queue summary, the safe connection views and the artifact summary.
import { agentObject, jobColumns, jobJoin } from './job-columns.ts';

export const settingsViews = /* sql */ `
CREATE VIEW agents_summary AS
SELECT a.*,
  (SELECT count(*)::int FROM config_items ci WHERE ci.agent_id = a.id AND ci.deleted_at IS NULL) AS config_count,
  (SELECT count(*)::int FROM config_scrapers cs WHERE cs.agent_id = a.id AND cs.deleted_at IS NULL) AS config_scrapper_count,
  (SELECT count(*)::int FROM checks c WHERE c.agent_id = a.id AND c.deleted_at IS NULL) AS checks_count,
  (SELECT count(*)::int FROM playbook_runs pr WHERE pr.agent_id = a.id) AS playbook_runs_count,
  CASE WHEN a.last_seen IS NULL THEN 'unknown'
       WHEN a.last_seen > now() - interval '61 seconds' THEN 'healthy' ELSE 'unhealthy' END AS health,
  CASE WHEN a.last_seen IS NULL THEN 'unknown'
       WHEN a.last_seen > now() - interval '61 seconds' THEN 'online' ELSE 'offline' END AS status
FROM agents a
WHERE a.deleted_at IS NULL;

CREATE VIEW people_roles AS
SELECT p.id, p.name, p.email, array_agg(DISTINCT r.v1 ORDER BY r.v1) AS roles
FROM people p
JOIN casbin_rule r ON r.ptype = 'g' AND r.v0 = p.id::text
WHERE p.email IS NOT NULL AND p.deleted_at IS NULL
GROUP BY p.id, p.name, p.email;

CREATE VIEW teams_with_status AS
SELECT t.*, ${jobColumns}, failed.job_last_failed
FROM teams t
${jobJoin('t')};

CREATE VIEW config_scrapers_with_status AS
SELECT s.*, ${jobColumns}, failed.job_last_failed, ${agentObject('s')}
FROM config_scrapers s
${jobJoin('s')};

CREATE VIEW integrations_with_status AS
SELECT i.*, ${jobColumns}, failed.job_last_failed, ${agentObject('i')},
  p.name AS creator_name, p.avatar AS creator_avatar, p.title AS creator_title, p.email AS creator_email
FROM (
  SELECT id, name, description, 'scrapers' AS integration_type, source, agent_id, created_at, updated_at,
    deleted_at, created_by FROM config_scrapers
  UNION ALL
  SELECT id, name, spec->>'description', 'topologies', source, agent_id, created_at, updated_at,
    deleted_at, created_by FROM topologies
  UNION ALL
  SELECT id, name, spec->>'description', 'logging_backends', source, agent_id, created_at, updated_at,
    deleted_at, created_by FROM logging_backends
) i
LEFT JOIN people p ON p.id = i.created_by
${jobJoin('i')};

-- resource_id is text; read as a uuid once, each name is a primary-key lookup, not a scan per row.
CREATE VIEW job_histories AS
SELECT jh.*,
  COALESCE(
    (SELECT ca.name FROM canaries ca WHERE ca.id = r.rid),
    (SELECT t.name FROM topologies t WHERE t.id = r.rid),
    (SELECT s.name FROM config_scrapers s WHERE s.id = r.rid),
    (SELECT t.name FROM teams t WHERE t.id = r.rid),
    (SELECT c.name FROM components c WHERE c.id = r.rid),
    (SELECT c.name FROM checks c WHERE c.id = r.rid)
  ) AS resource_name,
  ${agentObject('jh')}
FROM job_history jh
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN jh.resource_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    THEN jh.resource_id::uuid
  END AS rid
) r;

CREATE VIEW job_history_summary AS
SELECT name, count(*)::int AS total,
  count(*) FILTER (WHERE status = 'RUNNING')::int AS running,
  count(*) FILTER (WHERE status = 'SUCCESS')::int AS success,
  count(*) FILTER (WHERE status = 'WARNING')::int AS warning,
  count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
  count(*) FILTER (WHERE status = 'STALE')::int AS stale,
  count(*) FILTER (WHERE status = 'SKIPPED')::int AS skipped,
  max(created_at) AS last_run_at,
  avg(duration_millis)::numeric AS average_duration
FROM job_history
GROUP BY name;

CREATE VIEW job_history_names AS
SELECT DISTINCT name FROM job_history WHERE name IS NOT NULL;

CREATE VIEW event_queue_summary AS
SELECT name,
  count(*) FILTER (WHERE attempts = 0 OR attempts IS NULL)::int AS pending,
  count(*) FILTER (WHERE attempts > 0)::int AS failed,
  avg(attempts) FILTER (WHERE attempts > 0)::numeric AS average_attempts,
  min(last_attempt) FILTER (WHERE error IS NOT NULL) AS first_failure,
  max(last_attempt) FILTER (WHERE error IS NOT NULL) AS last_failure,
  mode() WITHIN GROUP (ORDER BY error) FILTER (WHERE error IS NOT NULL) AS most_common_error
FROM event_queue
GROUP BY name;

CREATE VIEW connections_list AS
SELECT id, name, namespace, type,
  CASE WHEN type IN ('aws', 'gcp', 'azure') THEN 'cloud'
       WHEN type IN ('postgres', 'mysql', 'mssql', 'mongo') THEN 'database'
       WHEN type IN ('slack', 'email', 'teams', 'discord', 'telegram', 'ntfy', 'pushbullet', 'pushover') THEN 'notification'
       ELSE 'other' END AS category,
  created_by, created_at, updated_at
FROM connections WHERE deleted_at IS NULL;

CREATE VIEW connection_details AS
SELECT id, name, namespace, type, url, source,
  CASE WHEN username IS NULL OR username = '' THEN username ELSE '***' END AS username,
  CASE WHEN password IS NULL OR password = '' THEN password ELSE '***' END AS password,
  CASE WHEN certificate IS NULL OR certificate = '' THEN certificate ELSE '***' END AS certificate,
  properties, insecure_tls, created_by, created_at, updated_at, deleted_at
FROM connections;

-- Settings › Artifacts' cards (duty views/046_artifact_summary.sql): artifacts by content type,
-- where their content is kept and the connection that stores the external ones.
CREATE VIEW artifact_summary AS
SELECT a.content_type,
  CASE WHEN a.content IS NOT NULL THEN 'inline' ELSE 'external' END AS storage,
  a.connection_id, c.name AS connection_name, c.type AS connection_type,
  count(*) AS total_count, coalesce(sum(a.size), 0) AS total_size
FROM artifacts a
LEFT JOIN connections c ON a.connection_id = c.id
WHERE a.deleted_at IS NULL
GROUP BY a.content_type, (CASE WHEN a.content IS NOT NULL THEN 'inline' ELSE 'external' END),
  a.connection_id, c.name, c.type;
`;
