// Views, incidents domain: the incident list summary. Responders are people and teams, as upstream's
// view (which gives a team its icon name as avatar: left null here, it is no image); unlike upstream,
// removed (soft-deleted) responders are left out.
export const incidentsViews = /* sql */ `
CREATE VIEW incident_summary AS
SELECT i.id, i.incident_id, i.title, i.severity, i.type, i.status, i.created_at, i.updated_at,
  (SELECT jsonb_build_object('id', p.id, 'avatar', p.avatar, 'name', p.name) FROM people p
    WHERE p.id = i.commander_id) AS commander,
  (SELECT jsonb_agg(DISTINCT jsonb_build_object('id', x.id, 'avatar', x.avatar, 'name', x.name))
    FROM (
      SELECT p.id, p.avatar, p.name FROM responders r JOIN people p ON p.id = r.person_id
      WHERE r.incident_id = i.id AND r.deleted_at IS NULL
      UNION
      SELECT t.id, NULL AS avatar, t.name FROM responders r JOIN teams t ON t.id = r.team_id
      WHERE r.incident_id = i.id AND r.deleted_at IS NULL
    ) x) AS responders,
  (SELECT jsonb_agg(DISTINCT jsonb_build_object('id', p.id, 'avatar', p.avatar, 'name', p.name))
    FROM comments c JOIN people p ON p.id = c.created_by
    WHERE c.incident_id = i.id) AS commenters
FROM incidents i;
`;
