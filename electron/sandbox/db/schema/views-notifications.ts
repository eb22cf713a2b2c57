// Views, notifications and playbooks: rule list with send statistics, the send log with its
// resolved resource, and the playbook picker.
export const notificationsViews = /* sql */ `
CREATE VIEW notification_send_history_resources AS
SELECT h.id, h.resource_id,
  CASE WHEN ci.id IS NOT NULL THEN 'config' WHEN co.id IS NOT NULL THEN 'component'
       WHEN ch.id IS NOT NULL THEN 'check' WHEN ca.id IS NOT NULL THEN 'canary' END AS resource_kind,
  COALESCE(ci.type, co.type, ch.type, CASE WHEN ca.id IS NOT NULL THEN 'canary' END) AS resource_type,
  COALESCE(ci.tags, co.labels, ch.labels, ca.labels) AS resource_tags,
  CASE
    WHEN ci.id IS NOT NULL THEN jsonb_build_object('id', ci.id, 'name', ci.name, 'type', ci.type,
      'config_class', ci.config_class, 'health', ci.health, 'status', ci.status, 'tags', ci.tags, 'deleted_at', ci.deleted_at)
    WHEN co.id IS NOT NULL THEN jsonb_build_object('id', co.id, 'name', co.name, 'type', co.type, 'icon', co.icon,
      'health', co.health, 'status', co.status, 'deleted_at', co.deleted_at)
    WHEN ch.id IS NOT NULL THEN jsonb_build_object('id', ch.id, 'name', ch.name, 'type', ch.type, 'icon', ch.icon,
      'health', ch.status, 'status', ch.status, 'deleted_at', ch.deleted_at)
    WHEN ca.id IS NOT NULL THEN jsonb_build_object('id', ca.id, 'name', ca.name, 'type', 'canary',
      'namespace', ca.namespace, 'deleted_at', ca.deleted_at)
  END AS resource
FROM notification_send_history h
LEFT JOIN config_items ci ON ci.id = h.resource_id
LEFT JOIN components co ON co.id = h.resource_id
LEFT JOIN checks ch ON ch.id = h.resource_id
LEFT JOIN canaries ca ON ca.id = h.resource_id;

CREATE VIEW notification_send_history_summary AS
SELECT h.*, r.resource_tags, r.resource, r.resource_kind, r.resource_type,
  (SELECT jsonb_build_object('id', pr.id, 'playbook_id', pr.playbook_id, 'status', pr.status,
      'playbook_name', pb.name)
    FROM playbook_runs pr JOIN playbooks pb ON pb.id = pr.playbook_id WHERE pr.id = h.playbook_run_id) AS playbook_run
FROM notification_send_history h
JOIN notification_send_history_resources r ON r.id = h.id;

CREATE VIEW notification_send_history_resource_types AS
SELECT DISTINCT resource_type FROM notification_send_history_resources WHERE resource_type IS NOT NULL;

CREATE VIEW notification_send_history_resource_tags AS
SELECT DISTINCT t.key, t.value
FROM notification_send_history_resources r, jsonb_each_text(COALESCE(r.resource_tags, '{}'::jsonb)) t;

CREATE VIEW notifications_summary AS
SELECT n.id, n.name, COALESCE(n.namespace, '') AS namespace, n.error, n.error_at, n.title, n.events,
  n.filter, n.person_id, n.team_id, n.playbook_id, n.custom_services, n.created_at, n.updated_at,
  n.created_by, n.source, n.repeat_interval, n.wait_for, n.deleted_at,
  COALESCE(st.pending, 0) AS pending, st.avg_duration_ms, COALESCE(st.failed, 0) AS failed,
  COALESCE(st.sent, 0) AS sent, st.most_common_error, st.last_failed_at
FROM notifications n
LEFT JOIN LATERAL (
  SELECT
    count(*) FILTER (WHERE h.status IN ('pending', 'pending_playbook_run', 'pending_playbook_completion',
      'evaluating-waitfor', 'attempting_fallback'))::int AS pending,
    avg(h.duration_millis) FILTER (WHERE h.status = 'sent')::numeric AS avg_duration_ms,
    count(*) FILTER (WHERE h.status = 'error')::int AS failed,
    count(*) FILTER (WHERE h.status = 'sent')::int AS sent,
    mode() WITHIN GROUP (ORDER BY h.error) FILTER (WHERE h.error IS NOT NULL) AS most_common_error,
    max(h.created_at) FILTER (WHERE h.status = 'error') AS last_failed_at
  FROM notification_send_history h
  WHERE h.notification_id = n.id AND h.source_event <> 'notification.watchdog'
) st ON true
WHERE n.deleted_at IS NULL;

CREATE VIEW playbook_names AS
SELECT id, title, name, namespace, spec->>'description' AS description, spec->>'category' AS category,
  spec->>'icon' AS icon
FROM playbooks WHERE deleted_at IS NULL;
`;
