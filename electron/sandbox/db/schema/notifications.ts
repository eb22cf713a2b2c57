// Schema, notifications domain: rules, send history and silences.
import { createdBy, stampedSoftDelete } from './columns.ts';
export const notificationsSchema = /* sql */ `
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  namespace text,
  events text[] NOT NULL,
  error text,
  error_at timestamptz,
  title text,
  template text,
  filter text,
  properties jsonb,
  playbook_id uuid,
  person_id uuid CONSTRAINT notification_person_id_fkey REFERENCES people (id) ON DELETE CASCADE,
  team_id uuid CONSTRAINT notification_team_id_fkey REFERENCES teams (id) ON DELETE CASCADE,
  repeat_interval text,
  inhibitions jsonb,
  wait_for bigint,
  wait_for_eval_period bigint,
  group_by text[],
  group_by_interval bigint,
  watchdog_schedule text,
  custom_services jsonb,
  fallback_delay bigint,
  fallback_custom_services jsonb,
  fallback_playbook_id uuid,
  fallback_person_id uuid,
  fallback_team_id uuid,
  ${createdBy('notification')},
  created_at timestamptz NOT NULL DEFAULT now(),
  source text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

CREATE TABLE notification_send_history (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  notification_id uuid NOT NULL CONSTRAINT notification_id_fkey REFERENCES notifications (id) ON DELETE CASCADE,
  body text,
  body_payload jsonb,
  status text,
  not_before timestamptz,
  retries integer NOT NULL DEFAULT 0,
  payload jsonb,
  count integer NOT NULL DEFAULT 1,
  first_observed timestamptz NOT NULL DEFAULT now(),
  source_event text NOT NULL,
  resource_id uuid NOT NULL,
  resource_health text,
  resource_status text,
  resource_health_description text,
  person_id uuid CONSTRAINT notification_recipient_person_id_fkey REFERENCES people (id) ON DELETE CASCADE,
  team_id uuid,
  connection_id uuid,
  silenced_by uuid,
  playbook_run_id uuid,
  error text,
  duration_millis integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  group_id uuid,
  parent_id uuid DEFAULT NULL CONSTRAINT parent_id_fkey REFERENCES notification_send_history (id) ON DELETE CASCADE
);
CREATE INDEX notification_send_history_notification_id_idx ON notification_send_history (notification_id);
CREATE INDEX notification_send_history_created_at_idx ON notification_send_history (created_at DESC);
CREATE INDEX notification_send_history_resource_id_idx ON notification_send_history (resource_id);

CREATE TABLE notification_silences (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  namespace text,
  name text NOT NULL,
  description text,
  filter text,
  selectors jsonb,
  error text,
  "from" timestamptz,
  until timestamptz,
  recursive boolean,
  config_id uuid CONSTRAINT notification_silence_config_id_fkey REFERENCES config_items (id) ON DELETE CASCADE,
  check_id uuid CONSTRAINT notification_silence_check_id_fkey REFERENCES checks (id) ON DELETE CASCADE,
  canary_id uuid CONSTRAINT notification_silence_canary_id_fkey REFERENCES canaries (id) ON DELETE CASCADE,
  component_id uuid CONSTRAINT notification_silence_component_id_fkey REFERENCES components (id) ON DELETE CASCADE,
  source text,
  ${createdBy('notification_silence')},
  ${stampedSoftDelete}
);
`;
