// Schema, incidents domain: rules, incidents, responders, hypotheses, evidence, comments and the
// incident timeline. Evidence points into catalog, topology and health, so this comes after them.
import { createdBy, stamped, stampedSoftDelete } from './columns.ts';
export const incidentsSchema = /* sql */ `
CREATE TABLE incident_rules (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  spec jsonb,
  source text,
  ${createdBy('incident_rules', true)},
  ${stampedSoftDelete}
);

CREATE TABLE incidents (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  incident_id varchar(10) NOT NULL DEFAULT ('INC-' || nextval('incident_id_sequence')::text),
  incident_rule_id uuid CONSTRAINT incidents_incident_rule_id_fkey REFERENCES incident_rules (id),
  title text NOT NULL,
  ${createdBy('incidents', true)},
  commander_id uuid CONSTRAINT incidents_commander_id_fkey REFERENCES people (id),
  communicator_id uuid CONSTRAINT incidents_communicator_id_fkey REFERENCES people (id),
  severity text NOT NULL,
  description text NOT NULL,
  type text NOT NULL,
  status text NOT NULL,
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  ${stamped}
);
CREATE INDEX incidents_created_at_idx ON incidents (created_at DESC);

CREATE TABLE responders (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  incident_id uuid NOT NULL CONSTRAINT responders_incident_id_fkey REFERENCES incidents (id),
  type text NOT NULL,
  index smallint,
  person_id uuid CONSTRAINT responders_person_id_fkey REFERENCES people (id),
  team_id uuid CONSTRAINT responders_team_id_fkey REFERENCES teams (id),
  external_id text,
  properties jsonb,
  acknowledged timestamptz,
  resolved timestamptz,
  closed timestamptz,
  ${createdBy('responders', true)},
  ${stampedSoftDelete}
);
CREATE INDEX responders_incident_id_idx ON responders (incident_id);

CREATE TABLE hypotheses (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  ${createdBy('hypotheses', true)},
  incident_id uuid NOT NULL CONSTRAINT hypotheses_incident_id_fkey REFERENCES incidents (id),
  parent_id uuid CONSTRAINT hypotheses_parent_id_fkey REFERENCES hypotheses (id),
  owner uuid CONSTRAINT hypotheses_owner_fkey REFERENCES responders (id),
  team_id uuid CONSTRAINT hypotheses_team_id_fkey REFERENCES teams (id),
  type text NOT NULL,
  title text NOT NULL,
  status text NOT NULL,
  ${stamped}
);
CREATE INDEX hypotheses_incident_id_idx ON hypotheses (incident_id);

CREATE TABLE evidences (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  description text NOT NULL,
  hypothesis_id uuid NOT NULL CONSTRAINT evidences_hypothesis_id_fkey REFERENCES hypotheses (id),
  config_id uuid CONSTRAINT evidences_config_id_fkey REFERENCES config_items (id),
  config_change_id uuid CONSTRAINT evidences_config_change_id_fkey REFERENCES config_changes (id),
  config_analysis_id uuid CONSTRAINT evidences_config_analysis_id_fkey REFERENCES config_analysis (id),
  component_id uuid CONSTRAINT evidences_component_id_fkey REFERENCES components (id),
  check_id uuid CONSTRAINT evidences_check_id_fkey REFERENCES checks (id),
  definition_of_done boolean DEFAULT false,
  done boolean,
  factor boolean,
  mitigator boolean,
  ${createdBy('evidences', true)},
  type text NOT NULL,
  evidence jsonb,
  properties jsonb,
  ${stamped},
  script text,
  script_result text
);
CREATE INDEX evidences_hypothesis_id_idx ON evidences (hypothesis_id);

CREATE TABLE comments (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  ${createdBy('comments', true)},
  comment text NOT NULL,
  external_id text,
  external_created_by text,
  incident_id uuid NOT NULL CONSTRAINT comments_incident_id_fkey REFERENCES incidents (id),
  responder_id uuid CONSTRAINT comments_responder_id_fkey REFERENCES responders (id),
  hypothesis_id uuid CONSTRAINT comments_hypothesis_id_fkey REFERENCES hypotheses (id),
  read smallint[],
  ${stamped}
);
CREATE INDEX comments_incident_id_idx ON comments (incident_id);

-- The timeline outlives what it mentions: deleting a hypothesis with its comments and evidence
-- (reference I8) keeps its rows, their reference cleared (upstream: NO ACTION, so the delete fails).
CREATE TABLE incident_histories (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  incident_id uuid NOT NULL CONSTRAINT incident_histories_incident_id_fkey REFERENCES incidents (id),
  ${createdBy('incident_histories', true)},
  type text,
  description text,
  hypothesis_id uuid CONSTRAINT incident_histories_hypothesis_id_fkey REFERENCES hypotheses (id) ON DELETE SET NULL,
  ${stamped},
  responder_id uuid CONSTRAINT incident_histories_responder_id_fkey REFERENCES responders (id) ON DELETE SET NULL,
  evidence_id uuid CONSTRAINT incident_histories_evidence_id_fkey REFERENCES evidences (id) ON DELETE SET NULL,
  comment_id uuid CONSTRAINT incident_histories_comment_id_fkey REFERENCES comments (id) ON DELETE SET NULL
);
CREATE INDEX incident_histories_incident_id_idx ON incident_histories (incident_id);
`;
