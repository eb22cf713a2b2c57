// Schema, people domain: people, teams, memberships, agents, roles (casbin_rule), access tokens,
// and the sandbox-private credential and meta tables. Applied first: almost every other table
// points at people (created_by) or agents (agent_id).
import { createdBy, stamped, stampedSoftDelete } from './columns.ts';
export const peopleSchema = /* sql */ `
CREATE SEQUENCE IF NOT EXISTS incident_id_sequence;

CREATE TABLE people (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  avatar text,
  type text,
  team_id uuid,
  organization text,
  title text,
  email text,
  phone text,
  properties jsonb,
  external_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  deleted_at timestamptz,
  last_login timestamptz
);
CREATE UNIQUE INDEX people_email_key ON people (email) WHERE deleted_at IS NULL;

-- The built-in identity system's table (Kratos owns it in Mission Control; reference §5.1):
-- one row per person who signs in, with their name and email as traits.
CREATE TABLE identities (
  id uuid PRIMARY KEY CONSTRAINT identities_id_fkey REFERENCES people (id) ON DELETE CASCADE,
  schema_id text NOT NULL DEFAULT 'default',
  traits jsonb NOT NULL,
  state text NOT NULL DEFAULT 'active',
  ${stamped}
);

CREATE TABLE teams (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  icon text,
  spec jsonb,
  source text,
  ${createdBy('teams', true)},
  ${stampedSoftDelete}
);
ALTER TABLE people ADD CONSTRAINT people_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id);

CREATE TABLE team_members (
  team_id uuid NOT NULL CONSTRAINT team_members_team_id_fkey REFERENCES teams (id) ON DELETE CASCADE,
  person_id uuid NOT NULL CONSTRAINT team_members_person_id_fkey REFERENCES people (id) ON DELETE CASCADE,
  source text NOT NULL DEFAULT 'UI',
  PRIMARY KEY (team_id, person_id)
);
CREATE INDEX team_members_person_id_idx ON team_members (person_id);

CREATE TABLE agents (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  hostname text,
  description text,
  ip text,
  version text,
  username text,
  person_id uuid,
  properties jsonb,
  tls text,
  ${createdBy('agents')},
  ${stamped},
  cleanup boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  last_seen timestamptz,
  last_received timestamptz
);
CREATE UNIQUE INDEX agents_name_key ON agents (name) WHERE deleted_at IS NULL;

-- Role assignments as upstream stores them: ptype 'g', v0 = person id, v1 = role.
CREATE TABLE casbin_rule (
  id serial PRIMARY KEY,
  ptype text NOT NULL,
  v0 text NOT NULL DEFAULT '',
  v1 text NOT NULL DEFAULT '',
  v2 text NOT NULL DEFAULT '',
  v3 text NOT NULL DEFAULT '',
  v4 text NOT NULL DEFAULT '',
  v5 text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX casbin_rule_unique ON casbin_rule (ptype, v0, v1, v2, v3, v4, v5);

CREATE TABLE access_tokens (
  id uuid PRIMARY KEY DEFAULT uuidv7(),
  name text NOT NULL,
  person_id uuid NOT NULL CONSTRAINT access_tokens_person_fkey REFERENCES people (id) ON DELETE CASCADE,
  -- Only a hash of the token is ever stored (see db/credentials.ts).
  value text NOT NULL,
  auto_renew boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  ${createdBy('access_tokens')},
  expires_at timestamptz
);
CREATE INDEX access_tokens_person_id_idx ON access_tokens (person_id);

-- Sandbox-private: password hashes of the seeded users (scrypt, never plain text).
CREATE TABLE sandbox_credentials (
  person_id uuid PRIMARY KEY CONSTRAINT sandbox_credentials_person_id_fkey REFERENCES people (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
