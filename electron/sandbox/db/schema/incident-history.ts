// Triggers, incidents domain: every change made through the API leaves its incident_histories row
// (reference §4.6 I12, spec 2 §4 "Incident history types"), after flanksource/duty
// views/008_incident_history_triggers.sql — same types and descriptions (incident.created carries
// the incident id, status rows the new status). Two deliberate differences: every comment is
// logged (upstream only logs comments that carry a responder_id, which the console never sends),
// and hypothesis.created is really written (upstream's update trigger reuses the insert trigger's
// name and replaces it). The author is the signed-in caller when the /db handler names one
// (`sandbox.actor`, set per write), else the row's created_by. The seed loads with triggers off
// (session_replication_role = replica) and writes its own history rows.
/** One kind of history row: written by a trigger on `table` after an insert or an update. */
interface HistoryTrigger {
  /** The trigger is `<from>_to_incident_history`, its function `sandbox_history_<fn>`. */
  from: string;
  fn: string;
  /** `INSERT ON <table>` or `UPDATE ON <table>`. */
  after: string;
  /** Update triggers: only when this holds. */
  when?: string;
  type: string;
  /** The incident: the new row's own column, or through its hypothesis (evidence). */
  incident: 'NEW.id' | 'NEW.incident_id' | 'hypothesis';
  /** The row's other columns and their values. */
  columns: Record<string, string>;
}

function historyTrigger(t: HistoryTrigger): string {
  const names = ['incident_id', 'created_by', 'type', ...Object.keys(t.columns)].join(', ');
  const values = [
    t.incident === 'hypothesis' ? 'h.incident_id' : t.incident,
    'sandbox_history_actor(NEW.created_by)',
    `'${t.type}'`,
    ...Object.values(t.columns),
  ].join(', ');
  const insert =
    t.incident === 'hypothesis'
      ? `SELECT ${values}\n  FROM hypotheses h WHERE h.id = NEW.hypothesis_id`
      : `VALUES (${values})`;
  return /* sql */ `
CREATE FUNCTION sandbox_history_${t.fn}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (${names})
  ${insert};
  RETURN NEW;
END $$;
CREATE TRIGGER ${t.from}_to_incident_history AFTER ${t.after}
  FOR EACH ROW ${t.when ? `WHEN (${t.when})\n  ` : ''}EXECUTE FUNCTION sandbox_history_${t.fn}();
`;
}

const statusChanged = 'OLD.status IS DISTINCT FROM NEW.status';
const evidenceColumns = { hypothesis_id: 'NEW.hypothesis_id', evidence_id: 'NEW.id' };

const HISTORY_TRIGGERS: HistoryTrigger[] = [
  {
    from: 'incident',
    fn: 'incident_created',
    after: 'INSERT ON incidents',
    type: 'incident.created',
    incident: 'NEW.id',
    columns: { description: 'NEW.id::text' },
  },
  {
    from: 'incident_status',
    fn: 'incident_status',
    after: 'UPDATE ON incidents',
    when: statusChanged,
    type: 'incident.status_updated',
    incident: 'NEW.id',
    columns: { description: 'NEW.status' },
  },
  {
    from: 'responder',
    fn: 'responder_created',
    after: 'INSERT ON responders',
    type: 'responder.created',
    incident: 'NEW.incident_id',
    columns: { responder_id: 'NEW.id' },
  },
  {
    from: 'evidence',
    fn: 'evidence_created',
    after: 'INSERT ON evidences',
    type: 'evidence.created',
    incident: 'hypothesis',
    columns: evidenceColumns,
  },
  {
    from: 'evidence_done_definition',
    fn: 'evidence_done_definition',
    after: 'UPDATE ON evidences',
    when: `OLD.definition_of_done IS DISTINCT FROM NEW.definition_of_done
    AND NEW.definition_of_done = true`,
    type: 'evidence.done_definition_added',
    incident: 'hypothesis',
    columns: evidenceColumns,
  },
  {
    from: 'responder_comment',
    fn: 'comment_created',
    after: 'INSERT ON comments',
    type: 'responder.commented',
    incident: 'NEW.incident_id',
    columns: { hypothesis_id: 'NEW.hypothesis_id', comment_id: 'NEW.id' },
  },
  {
    from: 'hypothesis_created',
    fn: 'hypothesis_created',
    after: 'INSERT ON hypotheses',
    type: 'hypothesis.created',
    incident: 'NEW.incident_id',
    columns: { description: 'NEW.status', hypothesis_id: 'NEW.id' },
  },
  {
    from: 'hypothesis_status',
    fn: 'hypothesis_status',
    after: 'UPDATE ON hypotheses',
    when: statusChanged,
    type: 'hypothesis.status_updated',
    incident: 'NEW.incident_id',
    columns: { description: 'NEW.status', hypothesis_id: 'NEW.id' },
  },
];

export const incidentHistorySchema =
  /* sql */ `
CREATE FUNCTION sandbox_history_actor(fallback uuid) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
DECLARE
  actor text := current_setting('sandbox.actor', true);
BEGIN
  IF actor IS NOT NULL AND actor ~ '^[0-9a-fA-F-]{36}$'
    AND EXISTS (SELECT 1 FROM people WHERE id = actor::uuid) THEN
    RETURN actor::uuid;
  END IF;
  RETURN fallback;
END $$;

` + HISTORY_TRIGGERS.map(historyTrigger).join('');
