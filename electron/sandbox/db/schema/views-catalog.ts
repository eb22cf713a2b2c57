// Views, catalog domain: the config list (`configs`, no raw config blob), detail, insights,
// changes and the distinct-value views behind the catalog's filter dropdowns. Derived counts are
// scalar subqueries so that a page or a count(*) only pays for the columns it asks for.
export const catalogViews = /* sql */ `
CREATE VIEW configs AS
SELECT ci.id, ci.scraper_id, ci.config_class, ci.external_id, ci.type, ci.name,
  ci.tags->>'namespace' AS namespace, ci.description, ci.source, ci.labels, ci.tags, ci.tags_values,
  ci.properties, ci.created_by, ci.created_at, ci.updated_at, ci.deleted_at,
  ci.cost_per_minute, round(ci.cost_per_minute * 60, 4) AS cost_total_1h, ci.cost_total_1d,
  ci.cost_total_7d, ci.cost_total_30d,
  CASE WHEN ci.cost_total_30d IS NOT NULL THEN 'USD' END AS billing_currency, false AS mixed_currency,
  ci.agent_id, ci.status, ci.health, ci.ready, ci.path, ci.parent_id, ci.icon,
  (SELECT count(*)::int FROM config_changes cc
    WHERE cc.config_id = ci.id AND cc.created_at > now() - interval '7 days') AS changes,
  (SELECT jsonb_object_agg(a.analysis_type, a.n) FROM (
    SELECT ca.analysis_type, count(*)::int AS n FROM config_analysis ca
    WHERE ca.config_id = ci.id AND ca.status = 'open' GROUP BY ca.analysis_type) a) AS analysis
FROM config_items ci;

CREATE VIEW config_detail AS
SELECT ci.*, lst.last_scraped_time, ag.name AS agent_name,
  jsonb_build_object(
    'relationships', (SELECT count(*)::int FROM config_relationships r
      WHERE (r.config_id = ci.id OR r.related_id = ci.id) AND r.deleted_at IS NULL),
    'analysis', (SELECT count(*)::int FROM config_analysis a WHERE a.config_id = ci.id),
    'changes', (SELECT count(*)::int FROM config_changes c WHERE c.config_id = ci.id),
    'playbook_runs', (SELECT count(*)::int FROM playbook_runs p WHERE p.config_id = ci.id),
    'checks', (SELECT count(*)::int FROM check_config_relationships k
      WHERE k.config_id = ci.id AND k.deleted_at IS NULL)) AS summary,
  (SELECT jsonb_build_object('id', s.id, 'name', s.name) FROM config_scrapers s WHERE s.id = ci.scraper_id) AS scraper
FROM config_items ci
LEFT JOIN config_items_last_scraped_time lst ON lst.config_id = ci.id
LEFT JOIN agents ag ON ag.id = ci.agent_id;

CREATE VIEW config_names AS
SELECT id, type, external_id, name FROM config_items;

CREATE VIEW config_types AS
SELECT DISTINCT type FROM config_items WHERE deleted_at IS NULL;

CREATE VIEW config_classes AS
SELECT DISTINCT config_class FROM config_items WHERE deleted_at IS NULL;

CREATE VIEW config_statuses AS
SELECT DISTINCT status FROM config_items WHERE deleted_at IS NULL AND status IS NOT NULL;

CREATE VIEW config_tags AS
SELECT DISTINCT t.key, t.value FROM config_items ci, jsonb_each_text(COALESCE(ci.tags, '{}'::jsonb)) t
WHERE ci.deleted_at IS NULL;

CREATE VIEW config_labels AS
SELECT DISTINCT l.key, l.value FROM config_items ci, jsonb_each_text(COALESCE(ci.labels, '{}'::jsonb)) l
WHERE ci.deleted_at IS NULL;

CREATE VIEW config_tags_labels_keys AS
SELECT DISTINCT 'tag:' || key AS key FROM config_tags
UNION
SELECT DISTINCT 'label:' || key FROM config_labels;

CREATE VIEW analysis_types AS
SELECT DISTINCT analysis_type FROM config_analysis WHERE analysis_type IS NOT NULL;

CREATE VIEW analyzer_types AS
SELECT DISTINCT analyzer FROM config_analysis;

CREATE VIEW config_analysis_analyzers AS
SELECT DISTINCT analyzer FROM config_analysis;

CREATE VIEW change_types AS
SELECT DISTINCT change_type FROM config_changes WHERE change_type IS NOT NULL;

CREATE VIEW config_analysis_items AS
SELECT ca.*, ci.name, ci.deleted_at, ci.type, ci.tags, ci.labels, ci.config, ci.agent_id, ci.path,
  ci.name AS config_name, ci.type AS config_type, ci.config_class
FROM config_analysis ca
JOIN config_items ci ON ci.id = ca.config_id;

-- Beyond upstream's view: external_change_id, which the C3 rows carry.
CREATE VIEW catalog_changes AS
SELECT cc.id, cc.config_id, cc.external_change_id, ci.name, ci.deleted_at, ci.type, ci.tags, ci.config, cc.external_created_by,
  cc.created_at, cc.severity, cc.change_type, cc.source, cc.summary, cc.details, cc.diff, cc.created_by,
  cc.count, cc.first_observed, ci.agent_id, ci.path, cc.inserted_at
FROM config_changes cc
JOIN config_items ci ON ci.id = cc.config_id;
`;
