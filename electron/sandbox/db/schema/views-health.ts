// Views, health domain: what the health dashboard, check detail, and health settings read.
import { agentObject, jobColumns, jobJoin } from './job-columns.ts';

export const healthViews = /* sql */ `
CREATE VIEW check_summary AS
SELECT c.id, c.canary_id, c.agent_id, ca.name AS canary_name, ca.namespace AS canary_namespace,
  c.name, c.namespace, c.type, c.status,
  COALESCE(ca.labels, '{}'::jsonb) || COALESCE(c.labels, '{}'::jsonb) AS labels,
  jsonb_build_object('passed', COALESCE(s.passed, 0), 'failed', COALESCE(s.failed, 0),
    'last_pass', s.last_pass, 'last_fail', s.last_fail) AS uptime,
  jsonb_build_object('p99', s.p99, 'p97', s.p97, 'p95', s.p95, 'p50', s.p50, 'avg', s.mean,
    'rolling1h', 0) AS latency,
  c.description, c.icon, c.owner, c.severity, c.category,
  c.last_transition_time, c.last_runtime, c.next_runtime, c.created_at, c.updated_at, c.deleted_at, c.silenced_at
FROM checks c
JOIN canaries ca ON ca.id = c.canary_id
LEFT JOIN check_status_summary s ON s.check_id = c.id;

CREATE VIEW check_summary_for_config AS
SELECT r.config_id, cs.*
FROM check_config_relationships r
JOIN check_summary cs ON cs.id = r.check_id
WHERE r.deleted_at IS NULL;

CREATE VIEW check_summary_by_component AS
SELECT r.component_id, cs.*
FROM check_component_relationships r
JOIN check_summary cs ON cs.id = r.check_id
WHERE r.deleted_at IS NULL;

CREATE VIEW checks_by_component AS
SELECT r.component_id, c.id, c.type, c.name, c.severity, c.status
FROM check_component_relationships r
JOIN checks c ON c.id = r.check_id
WHERE r.deleted_at IS NULL AND c.deleted_at IS NULL;

CREATE VIEW checks_by_config AS
SELECT r.config_id, c.id, c.type, c.name, c.severity, c.status
FROM check_config_relationships r
JOIN checks c ON c.id = r.check_id
WHERE r.deleted_at IS NULL AND c.deleted_at IS NULL;

CREATE VIEW check_names AS
SELECT id, canary_id, type, name, status FROM checks
WHERE deleted_at IS NULL AND silenced_at IS NULL
ORDER BY name;

CREATE VIEW check_labels AS
SELECT DISTINCT l.key, l.value FROM checks c, jsonb_each_text(COALESCE(c.labels, '{}'::jsonb)) l
WHERE c.deleted_at IS NULL;

CREATE VIEW checks_labels_keys AS
SELECT DISTINCT key FROM check_labels;

CREATE VIEW canaries_with_status AS
SELECT ca.id, ca.name, ca.namespace, ca.agent_id, ca.spec->>'interval' AS interval,
  ca.spec->>'schedule' AS schedule, ca.labels, ca.source, ca.created_by, ca.created_at, ca.updated_at,
  ca.deleted_at,
  (SELECT max(c.last_runtime) FROM checks c WHERE c.canary_id = ca.id) AS last_runtime,
  ${jobColumns}, failed.job_last_failed, ${agentObject('ca')}
FROM canaries ca
${jobJoin('ca')};
`;
