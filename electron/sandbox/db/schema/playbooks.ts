// Schema, playbooks domain: definitions, runs, run actions and approvals. After notifications
// because a run may point at the notification that triggered it.
import { createdBy, stampedSoftDelete } from './columns.ts';
export const playbooksSchema = /* sql */ `
CREATE TABLE playbooks (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  namespace text NOT NULL DEFAULT 'default',
  name text NOT NULL,
  title text NOT NULL DEFAULT '',
  icon text,
  description text,
  spec jsonb NOT NULL,
  ${createdBy('playbook')},
  source text NOT NULL DEFAULT 'UI',
  category text NOT NULL DEFAULT '',
  ${stampedSoftDelete}
);

CREATE TABLE playbook_runs (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  playbook_id uuid NOT NULL CONSTRAINT playbook_run_playbook_id_fkey REFERENCES playbooks (id) ON DELETE CASCADE,
  spec jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'scheduled',
  created_at timestamptz NOT NULL DEFAULT now(),
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  timeout bigint NOT NULL DEFAULT 1800000000000,
  ${createdBy('playbook_run')},
  notification_send_id uuid
    CONSTRAINT playbook_run_notification_send_id_fkey REFERENCES notification_send_history (id),
  check_id uuid CONSTRAINT playbook_run_check_id_fkey REFERENCES checks (id),
  config_id uuid CONSTRAINT playbook_run_config_id_fkey REFERENCES config_items (id),
  component_id uuid CONSTRAINT playbook_run_component_id_fkey REFERENCES components (id),
  parameters jsonb,
  request jsonb,
  agent_id uuid DEFAULT '00000000-0000-0000-0000-000000000000' CONSTRAINT playbook_run_agent_id_fkey REFERENCES agents (id),
  parent_id uuid CONSTRAINT playbook_run_parent_id_fkey REFERENCES playbook_runs (id),
  error text
);
CREATE INDEX playbook_runs_created_at_idx ON playbook_runs (created_at DESC);
CREATE INDEX playbook_runs_playbook_id_idx ON playbook_runs (playbook_id);
CREATE INDEX playbook_runs_status_idx ON playbook_runs (status);

CREATE TABLE playbook_run_actions (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  status text NOT NULL DEFAULT 'running',
  retry_count integer,
  playbook_run_id uuid CONSTRAINT playbook_run_playbook_run_id_fkey REFERENCES playbook_runs (id) ON DELETE CASCADE,
  start_time timestamptz,
  scheduled_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  result jsonb,
  is_pushed boolean NOT NULL DEFAULT false,
  -- Upstream reuses the name playbook_run_agent_id_fkey here; constraint names are per table
  -- in Postgres, so the same name is kept.
  agent_id uuid DEFAULT '00000000-0000-0000-0000-000000000000' CONSTRAINT playbook_run_agent_id_fkey REFERENCES agents (id),
  error text
);
CREATE INDEX playbook_run_actions_run_id_idx ON playbook_run_actions (playbook_run_id);

CREATE TABLE playbook_approvals (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  run_id uuid NOT NULL CONSTRAINT playbook_approval_run_id_fkey REFERENCES playbook_runs (id),
  person_id uuid CONSTRAINT playbook_approval_person_approver_fkey REFERENCES people (id),
  team_id uuid CONSTRAINT playbook_approval_team_approver_fkey REFERENCES teams (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
