// Triggers, incidents domain: every change made through the API leaves its incident_histories row
// (reference §4.6 I12, spec 2 §4 "Incident history types"), after flanksource/duty
// views/008_incident_history_triggers.sql — same types and descriptions (incident.created carries
// the incident id, status rows the new status). Two deliberate differences: every comment is
// logged (upstream only logs comments that carry a responder_id, which the console never sends),
// and hypothesis.created is really written (upstream's update trigger reuses the insert trigger's
// name and replaces it). The author is the signed-in caller when the /db handler names one
// (`sandbox.actor`, set per write), else the row's created_by. The seed loads with triggers off
// (session_replication_role = replica) and writes its own history rows.
export const incidentHistorySchema = /* sql */ `
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

CREATE FUNCTION sandbox_history_incident_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, created_by, type, description)
  VALUES (NEW.id, sandbox_history_actor(NEW.created_by), 'incident.created', NEW.id::text);
  RETURN NEW;
END $$;
CREATE TRIGGER incident_to_incident_history AFTER INSERT ON incidents
  FOR EACH ROW EXECUTE FUNCTION sandbox_history_incident_created();

CREATE FUNCTION sandbox_history_incident_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, created_by, type, description)
  VALUES (NEW.id, sandbox_history_actor(NEW.created_by), 'incident.status_updated', NEW.status);
  RETURN NEW;
END $$;
CREATE TRIGGER incident_status_to_incident_history AFTER UPDATE ON incidents
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION sandbox_history_incident_status();

CREATE FUNCTION sandbox_history_responder_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, created_by, type, responder_id)
  VALUES (NEW.incident_id, sandbox_history_actor(NEW.created_by), 'responder.created', NEW.id);
  RETURN NEW;
END $$;
CREATE TRIGGER responder_to_incident_history AFTER INSERT ON responders
  FOR EACH ROW EXECUTE FUNCTION sandbox_history_responder_created();

CREATE FUNCTION sandbox_history_evidence_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, created_by, type, hypothesis_id, evidence_id)
  SELECT h.incident_id, sandbox_history_actor(NEW.created_by), 'evidence.created', NEW.hypothesis_id, NEW.id
  FROM hypotheses h WHERE h.id = NEW.hypothesis_id;
  RETURN NEW;
END $$;
CREATE TRIGGER evidence_to_incident_history AFTER INSERT ON evidences
  FOR EACH ROW EXECUTE FUNCTION sandbox_history_evidence_created();

CREATE FUNCTION sandbox_history_evidence_done_definition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, created_by, type, hypothesis_id, evidence_id)
  SELECT h.incident_id, sandbox_history_actor(NEW.created_by), 'evidence.done_definition_added',
    NEW.hypothesis_id, NEW.id
  FROM hypotheses h WHERE h.id = NEW.hypothesis_id;
  RETURN NEW;
END $$;
CREATE TRIGGER evidence_done_definition_to_incident_history AFTER UPDATE ON evidences
  FOR EACH ROW WHEN (OLD.definition_of_done IS DISTINCT FROM NEW.definition_of_done
    AND NEW.definition_of_done = true)
  EXECUTE FUNCTION sandbox_history_evidence_done_definition();

CREATE FUNCTION sandbox_history_comment_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, created_by, type, hypothesis_id, comment_id)
  VALUES (NEW.incident_id, sandbox_history_actor(NEW.created_by), 'responder.commented',
    NEW.hypothesis_id, NEW.id);
  RETURN NEW;
END $$;
CREATE TRIGGER responder_comment_to_incident_history AFTER INSERT ON comments
  FOR EACH ROW EXECUTE FUNCTION sandbox_history_comment_created();

CREATE FUNCTION sandbox_history_hypothesis_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, created_by, type, description, hypothesis_id)
  VALUES (NEW.incident_id, sandbox_history_actor(NEW.created_by), 'hypothesis.created', NEW.status, NEW.id);
  RETURN NEW;
END $$;
CREATE TRIGGER hypothesis_created_to_incident_history AFTER INSERT ON hypotheses
  FOR EACH ROW EXECUTE FUNCTION sandbox_history_hypothesis_created();

CREATE FUNCTION sandbox_history_hypothesis_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_histories (incident_id, created_by, type, description, hypothesis_id)
  VALUES (NEW.incident_id, sandbox_history_actor(NEW.created_by), 'hypothesis.status_updated', NEW.status, NEW.id);
  RETURN NEW;
END $$;
CREATE TRIGGER hypothesis_status_to_incident_history AFTER UPDATE ON hypotheses
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION sandbox_history_hypothesis_status();
`;
